import { useId, useMemo, type ReactNode } from 'react';
import { InactiveGroupsContext } from '../../components/fields/inactiveGroups';
import { useConfig, useConfigStore } from '../../store/configStore';
import './imported-gate.css';

/**
 * The groups whose inputs only shape the CLI's own prompt (GeminiControls' group ids): with an
 * imported prompt shown they change nothing on screen. Session and Environment stay live: they
 * drive the conversation and the first message, which an import does not replace.
 */
export const PROMPT_ONLY_GROUPS: ReadonlySet<string> = new Set([
  'presets',
  'model',
  'sections',
  'tools',
  'skills',
  'memory',
  'template',
]);

/** Back to the modeled prompt; the import is kept (as the import bar's own switch does). */
function showModeledPrompt() {
  useConfigStore
    .getState()
    .update((config) =>
      config.importedPrompt?.active
        ? { ...config, importedPrompt: { ...config.importedPrompt, active: false } }
        : config,
    );
}

/**
 * While an imported prompt is shown, says at the top of the controls that they shape the
 * CLI's own prompt, not the imported text, with the switch back, and marks the groups that
 * cannot drive it as inactive (muted, `aria-disabled`, still usable).
 */
export function ImportedPromptGate({ children }: { children: ReactNode }) {
  const imported = useConfig((c) =>
    c.importedPrompt?.active && c.importedPrompt.text !== '' ? c.importedPrompt.fileName : null,
  );
  const reasonId = useId();
  const inactive = useMemo(() => ({ ids: PROMPT_ONLY_GROUPS, reasonId }), [reasonId]);
  if (imported === null) return <>{children}</>;
  return (
    <InactiveGroupsContext.Provider value={inactive}>
      <aside
        className="imported-controls-notice"
        aria-label="Imported prompt shown"
        data-testid="imported-controls-notice"
      >
        <p id={reasonId}>
          These controls shape the CLI&apos;s own prompt. The prompt pane shows the imported prompt
          ({imported || 'pasted text'}) as it was imported, so the muted groups below do not change
          it; edits are kept for the modeled prompt.
        </p>
        <button type="button" className="btn" onClick={showModeledPrompt}>
          Show the modeled prompt
        </button>
      </aside>
      {children}
    </InactiveGroupsContext.Provider>
  );
}
