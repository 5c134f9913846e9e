import { useRef } from 'react';
import { HistoryEditor, PREVIEW_ABOVE } from './HistoryEditor';
import type { CompressionPlanState } from './useCompressionPlan';
import type { HistorySourceState } from '../../history/useHistorySource';

interface Props {
  history: HistorySourceState;
  plan: CompressionPlanState;
  onEdit: (text: string) => void;
}

const mb = (chars: number) => `${(chars / 1_000_000).toFixed(chars < 100_000 ? 2 : 1)} MB`;

/** The history's JSON editor (or the generator's summary) and its validation message. */
export function HistoryPane({ history, plan, onEdit }: Props) {
  const { source } = history;
  const count = plan.view?.inputCount;
  // When the text goes away (a generated history has none), the editor stays, hidden, with the
  // last text it showed: taking Monaco down (tens of milliseconds of disposing) would block the
  // page while the worker generates and plans the new history, and the next sample or "Edit as
  // JSON" reuses it. Only an editor is kept, not the read-only view of a large text.
  const lastText = useRef<string | null>(null);
  if (history.text !== null) lastText.current = history.text;
  const kept = lastText.current;
  const editorText = history.text ?? (kept !== null && kept.length <= PREVIEW_ABOVE ? kept : null);
  const editorHidden = history.text === null;
  return (
    <div className="cmp-history">
      <p className="cmp-history-head" role="status">
        {history.origin === 'custom'
          ? 'Your history'
          : history.origin === 'synthetic'
            ? 'Synthetic history'
            : `Sample: ${history.sample?.title ?? '…'}`}
        {source?.kind === 'text' && ` · ${mb(source.text.length)}`}
        {count !== undefined && !plan.error && ` · ${count.toLocaleString('en-US')} messages`}
      </p>
      {history.error && <p className="notice notice-error">{history.error}</p>}
      {plan.error && (
        <p className="notice notice-error cmp-parse-error" role="alert" data-testid="history-error">
          Line {plan.error.line}, column {plan.error.column}: {plan.error.problem}. The timeline
          shows the last valid history.
        </p>
      )}
      {plan.failure && <p className="notice notice-error">{plan.failure}</p>}
      {source?.kind === 'synthetic' && editorHidden && (
        <div className="cmp-synthetic">
          <p>
            Generated with {source.turns.toLocaleString('en-US')} turns and seed {source.seed}
            {count !== undefined && ` (${count.toLocaleString('en-US')} messages)`}. It is
            regenerated from these two numbers, so it is not stored or shared as text.
          </p>
          <p className="cmp-hint">Use &ldquo;Edit as JSON&rdquo; to open it in the editor.</p>
        </div>
      )}
      {editorText !== null && (
        // One place in the tree whether shown or hidden, so hiding it keeps the same editor.
        <div className="cmp-editor-slot" hidden={editorHidden} data-testid="history-editor-slot">
          <HistoryEditor
            text={editorText}
            error={editorHidden ? null : plan.error}
            onChange={onEdit}
          />
        </div>
      )}
      {editorHidden && source?.kind !== 'synthetic' && history.loading && (
        <p className="muted">Loading the sample history…</p>
      )}
    </div>
  );
}
