import { useConfig, useConfigStore } from '../../store/configStore';
import { ContextGroup } from './ContextGroup';
import { CurationList } from './CurationList';
import { useContextPatch } from './useContextPatch';
import { useTurnModelContext } from './TurnModelContext';

/** The history before this turn: comprehensive vs curated, with dropped turns marked. */
export function HistoryPanel() {
  const source = useConfig((c) => c.context.history);
  const patch = useContextPatch();
  const patchSlice = useConfigStore((s) => s.patch);
  const { history, result } = useTurnModelContext();
  const curation = result?.curation;
  const addInterrupted = () =>
    patchSlice('compression', {
      customHistory: JSON.stringify([...history.history, { role: 'model', parts: [] }], null, 2),
    });
  return (
    <ContextGroup
      title="History (curated vs comprehensive)"
      summary={curation ? `${curation.curated.length} sent` : undefined}
      testId="history-panel"
    >
      <label className="ctx-field">
        <span>History before this turn</span>
        <select
          value={source}
          onChange={(event) =>
            patch({ history: event.target.value === 'compression' ? 'compression' : 'none' })
          }
        >
          <option value="none">None (first turn of a chat)</option>
          <option value="compression">The compression simulator’s history</option>
        </select>
      </label>
      {history.enabled && (
        <>
          <p className="ctx-note">
            Using {history.label}. Its recorded environment message is replaced by this request’s
            own.
          </p>
          {history.loading && <p className="ctx-note">Loading the history…</p>}
          {history.error && <p className="ctx-note ctx-warn">{history.error}</p>}
          {curation && curation.entries.length > 0 && <CurationList curation={curation} />}
          <button
            type="button"
            className="btn"
            disabled={history.history.length === 0}
            onClick={addInterrupted}
          >
            Append an interrupted (empty) model turn
          </button>
          <p className="ctx-note">
            Stores a pasted copy in the compression simulator, so curation has something to drop.
          </p>
        </>
      )}
    </ContextGroup>
  );
}
