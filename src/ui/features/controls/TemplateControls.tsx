import { useMemo } from 'react';
import {
  effectiveTools,
  renderSystemPrompt,
  resolveCustomTemplate,
  resolveWriteTarget,
  type PromptWarning,
} from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';
import { withEnvValue } from './envEdits';
import { PromptWarnings } from './PromptWarnings';
import { STARTER_TEMPLATE } from './starterTemplate';
import { TemplateEditor } from './TemplateEditor';
import { TemplateSource } from './TemplateSource';
import { TextField } from '../../components/fields/TextField';
import { useEditEnv } from './useGeminiEdits';
import { useDeferredPromptInput, usePromptInput } from './usePromptInput';

interface Checked {
  warnings: PromptWarning[];
  error: string | null;
}

/** Custom-template mode: source, editor, the core's warnings, and GEMINI_WRITE_SYSTEM_MD. */
export function TemplateControls() {
  // The editor shows the live file (it must never lag behind what was typed); the checks,
  // which render the whole prompt, read the deferred input.
  const live = usePromptInput();
  const input = useDeferredPromptInput();
  const writeRaw = useConfig((c) => c.gemini.env['GEMINI_WRITE_SYSTEM_MD']);
  const update = useConfigStore((s) => s.update);
  const editEnv = useEditEnv();
  const source = useMemo(() => resolveCustomTemplate(live), [live]);
  const tools = useMemo(() => effectiveTools(input).tools, [input]);
  const checked = useMemo((): Checked => {
    try {
      const rendered = renderSystemPrompt(input);
      return { warnings: rendered.warnings, error: rendered.error };
    } catch (error) {
      return { warnings: [], error: error instanceof Error ? error.message : String(error) };
    }
  }, [input]);
  const writeTarget = useMemo(() => resolveWriteTarget(input), [input]);
  const path = source.kind === 'custom' ? source.path : null;
  const createFile = (file: string) =>
    update((c) => ({
      ...c,
      workspace: { ...c.workspace, files: { ...c.workspace.files, [file]: STARTER_TEMPLATE } },
    }));

  return (
    <>
      <TemplateSource path={path} />
      {source.kind === 'custom' && source.content === null && (
        <div className="field-hint warn-text">
          <code>{source.path}</code> does not exist in the workspace.{' '}
          <button type="button" className="btn btn-small" onClick={() => createFile(source.path)}>
            Create it from the starter template
          </button>
        </div>
      )}
      {source.kind === 'custom' && source.content !== null && (
        <TemplateEditor
          key={source.path}
          path={source.path}
          content={source.content}
          tools={tools}
        />
      )}
      <PromptWarnings warnings={checked.warnings} error={checked.error} />
      <TextField
        label="Write the final prompt to (GEMINI_WRITE_SYSTEM_MD)"
        value={writeRaw ?? ''}
        mono
        placeholder="unset (off); 1 = .gemini/system.md"
        onChange={(value) =>
          editEnv(
            (env) => withEnvValue(env, 'GEMINI_WRITE_SYSTEM_MD', value === '' ? undefined : value),
            'gemini.env.GEMINI_WRITE_SYSTEM_MD',
          )
        }
        hint={
          writeTarget ? (
            <>
              The CLI writes the final prompt to <code>{writeTarget}</code>.
            </>
          ) : (
            'Off: nothing is written.'
          )
        }
      />
    </>
  );
}
