import { describePart, type CurationDropReason, type HistoryCurationView } from '../../../core';

const DROP_REASON: Record<CurationDropReason, string> = {
  'no-parts': 'dropped: a model turn without parts',
  'empty-part': 'dropped: holds an empty part',
  'empty-text': 'dropped: empty text',
  'same-run-as-invalid': 'dropped: same model run as an invalid turn',
};

/** The comprehensive history entry by entry, each marked kept or dropped by curation. */
export function CurationList({ curation }: { curation: HistoryCurationView }) {
  return (
    <>
      <p className="ctx-note" data-testid="curation-summary">
        Comprehensive: {curation.entries.length} messages → curated (sent):{' '}
        {curation.curated.length}
        {curation.droppedCount > 0 ? `, ${curation.droppedCount} dropped` : ', nothing dropped'}.
      </p>
      <ol className="ctx-list ctx-curation" aria-label="Comprehensive history">
        {curation.entries.map((entry) => {
          const kinds = (entry.content.parts ?? []).map(describePart).join(', ') || 'no parts';
          return (
            <li key={entry.index} className={entry.kept ? '' : 'ctx-dropped'}>
              <span className="ctx-mark" aria-hidden="true">
                {entry.kept ? '✓' : '✗'}
              </span>
              <span>
                #{entry.index + 1} {entry.content.role ?? '?'}: {kinds}
              </span>
              {!entry.kept && entry.dropReason && (
                <span className="ctx-badge ctx-badge-warn">{DROP_REASON[entry.dropReason]}</span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
