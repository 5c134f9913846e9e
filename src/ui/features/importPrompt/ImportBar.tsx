import { lazy, Suspense, useState } from 'react';
import { useConfig } from '../../store/configStore';
import { useImportedTextRestore } from '../../store/importedTextPersistence';
import { removeImportedPrompt, showImportedPrompt } from './importActions';
import { SpanToggles } from './SpanToggles';
import { useImportedPrompt, versionLabel } from './useImportedPrompt';
import './importPrompt.css';

/** The dialogs load when opened: the first render does not need them. */
const ImportDialog = lazy(() =>
  import('./ImportDialog').then((m) => ({ default: m.ImportDialog })),
);
const CompareDialog = lazy(() =>
  import('./CompareDialog').then((m) => ({ default: m.CompareDialog })),
);

/**
 * Above the Gemini prompt: "Import system prompt…", and once something is imported, the
 * badge that says the preview shows it, the switch back to the modeled prompt (the import
 * is kept), the comparison and the imported parts' switches.
 */
export function ImportBar() {
  const target = useConfig((c) => c.target);
  const current = useImportedPrompt();
  const restore = useImportedTextRestore();
  const [dialog, setDialog] = useState<'import' | 'compare' | null>(null);
  if (target !== 'gemini') return null;
  const active = current?.imported.active ?? false;
  return (
    <section className="import-bar" aria-label="Imported system prompt">
      <div className="import-bar-row">
        {!current && restore && (
          <span className="import-badge" data-testid="import-badge" role="status">
            {restore.fileName} ·{' '}
            {restore.state === 'loading' ? 'reading the saved text…' : 'saved text not read'}
          </span>
        )}
        {current && (
          <span
            className={`import-badge${active ? ' is-active' : ''}`}
            data-testid="import-badge"
            title={current.split.version.evidence.join('; ')}
          >
            {current.imported.fileName} · {active ? 'imported' : 'import kept'}
          </span>
        )}
        {current && (
          <button type="button" className="btn" onClick={() => showImportedPrompt(!active)}>
            {active ? 'Show modeled prompt' : 'Show imported prompt'}
          </button>
        )}
        {current && (
          <button type="button" className="btn" onClick={() => setDialog('compare')}>
            Compare with the modeled prompt
          </button>
        )}
        <button type="button" className="btn" onClick={() => setDialog('import')}>
          Import system prompt…
        </button>
        {current && (
          <button type="button" className="btn btn-quiet" onClick={removeImportedPrompt}>
            Remove import
          </button>
        )}
      </div>
      {current && active && (
        <details className="import-details" open>
          <summary title={`Why: ${current.split.version.evidence.join('; ')}`}>
            Imported parts ({current.split.spans.length}) ·{' '}
            <span data-testid="import-version">{versionLabel(current.split)}</span>
          </summary>
          <SpanToggles
            text={current.imported.text}
            spans={current.split.spans}
            disabled={current.imported.disabledSpans}
          />
        </details>
      )}
      <Suspense fallback={null}>
        {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
        {dialog === 'compare' && current && (
          <CompareDialog importedText={current.imported.text} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </section>
  );
}
