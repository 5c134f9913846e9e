import { Modal } from '../../lib/Modal';
import { ShowMore, useShownRows } from '../../lib/ShowMore';
import { useComparison, type CountedRow } from './useComparison';

const format = (n: number | null | undefined) => (n == null ? '—' : n.toLocaleString('en-US'));

function sum(rows: readonly CountedRow[] | null, pick: (row: CountedRow) => number | null) {
  return rows ? rows.reduce((total, row) => total + (pick(row) ?? 0), 0) : null;
}

/**
 * Per part: the imported prompt's characters and tokens next to the modeled prompt's, so a
 * user sees what their CLI sends that the model does not, and the reverse. A part's size
 * includes the blank line before it on both sides.
 */
export function CompareDialog({
  importedText,
  onClose,
}: {
  importedText: string;
  onClose: () => void;
}) {
  const { rows, counted, error } = useComparison(importedText);
  const shown =
    counted ?? rows.map((row) => ({ ...row, importedTokens: null, modeledTokens: null }));
  const { shown: rowsShown, showMore } = useShownRows(shown.length);
  const chars = (side: 'imported' | 'modeled') =>
    rows.reduce((total, row) => total + (row[side]?.text.length ?? 0), 0);
  return (
    <Modal
      title="Imported vs modeled prompt"
      onClose={onClose}
      testId="compare-dialog"
      className="import-compare-dialog"
    >
      <p className="muted">
        The imported file beside the prompt Promptscope models for the current controls, part by
        part.
        {counted ? '' : ' Counting tokens…'}
      </p>
      {error && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      <table className="import-compare">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Imported chars</th>
            <th scope="col">Imported tokens</th>
            <th scope="col">Modeled chars</th>
            <th scope="col">Modeled tokens</th>
            <th scope="col">Difference (chars)</th>
          </tr>
        </thead>
        <tbody>
          {shown.slice(0, rowsShown).map((row) => (
            <tr key={row.id} data-testid="compare-row">
              <th scope="row">
                {row.title}
                {!row.modeled && <span className="import-span-tag">only imported</span>}
                {!row.imported && <span className="import-span-tag">only modeled</span>}
              </th>
              <td>{format(row.imported?.text.length)}</td>
              <td>{format(row.importedTokens)}</td>
              <td>{format(row.modeled?.text.length)}</td>
              <td>{format(row.modeledTokens)}</td>
              <td>{format((row.imported?.text.length ?? 0) - (row.modeled?.text.length ?? 0))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{format(chars('imported'))}</td>
            <td>{format(sum(counted, (r) => r.importedTokens))}</td>
            <td>{format(chars('modeled'))}</td>
            <td>{format(sum(counted, (r) => r.modeledTokens))}</td>
            <td>{format(chars('imported') - chars('modeled'))}</td>
          </tr>
        </tfoot>
      </table>
      <ShowMore shown={rowsShown} total={shown.length} noun="parts" onMore={showMore} />
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </Modal>
  );
}
