import { useDeferredValue } from 'react';
import { HistoryEditor } from './HistoryEditor';
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
  // When the text goes away (a generated history has none), the editor keeps the last text for
  // one more render and is taken down in a deferred one: disposing Monaco then runs in a task of
  // its own, not in the click's, which also sends the new history to the worker.
  const lastText = useDeferredValue(history.text);
  const editorText = history.text ?? lastText;
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
      {source?.kind === 'synthetic' && editorText === null ? (
        <div className="cmp-synthetic">
          <p>
            Generated with {source.turns.toLocaleString('en-US')} turns and seed {source.seed}
            {count !== undefined && ` (${count.toLocaleString('en-US')} messages)`}. It is
            regenerated from these two numbers, so it is not stored or shared as text.
          </p>
          <p className="cmp-hint">Use &ldquo;Edit as JSON&rdquo; to open it in the editor.</p>
        </div>
      ) : editorText !== null ? (
        <HistoryEditor text={editorText} error={plan.error} onChange={onEdit} />
      ) : (
        history.loading && <p className="muted">Loading the sample history…</p>
      )}
    </div>
  );
}
