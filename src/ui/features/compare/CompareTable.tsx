import { formatDelta, formatTokens, type ComparedSection } from '../../../core';
import { promptPartTitle } from '../../components/sectionLabels';

interface CompareTableProps {
  rows: readonly ComparedSection[];
  totalA: number;
  totalB: number;
  /** Names of the two sides, for the column headers. */
  nameA: string;
  nameB: string;
  encoding: string;
  stale: boolean;
}

const PRESENCE: Record<ComparedSection['presence'], string> = {
  both: '',
  'only-a': 'only in A',
  'only-b': 'only in B',
};

/** Tokens per section in A and B and the change, the largest change first, with totals. */
export function CompareTable({
  rows,
  totalA,
  totalB,
  nameA,
  nameB,
  encoding,
  stale,
}: CompareTableProps) {
  const charsA = rows.reduce((sum, row) => sum + row.charsA, 0);
  const charsB = rows.reduce((sum, row) => sum + row.charsB, 0);
  return (
    <table
      className={`compare-table${stale ? ' is-stale' : ''}`}
      aria-busy={stale}
      data-testid="compare-table"
    >
      <caption>
        Tokens ({encoding}, the meter&apos;s encoding) and characters per section, largest change
        first
      </caption>
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col" className="num" title={nameA}>
            A
          </th>
          <th scope="col" className="num" title={nameB}>
            B
          </th>
          <th scope="col" className="num">
            Change
          </th>
          <th scope="col" className="num" title={nameA}>
            Chars A
          </th>
          <th scope="col" className="num" title={nameB}>
            Chars B
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className={row.changed ? 'is-changed' : 'is-same'}
            data-section={row.key}
          >
            <th scope="row">
              {promptPartTitle(row.key)}
              {row.presence !== 'both' && (
                <span className={`presence-pill presence-${row.presence}`}>
                  {PRESENCE[row.presence]}
                </span>
              )}
            </th>
            <td className="num">{row.presence === 'only-b' ? '—' : formatTokens(row.tokensA)}</td>
            <td className="num">{row.presence === 'only-a' ? '—' : formatTokens(row.tokensB)}</td>
            <td
              className={`num delta ${row.delta < 0 ? 'is-smaller' : row.delta > 0 ? 'is-larger' : ''}`}
            >
              {row.changed ? formatDelta(row.delta) : 'same'}
            </td>
            <td className="num">{row.presence === 'only-b' ? '—' : formatTokens(row.charsA)}</td>
            <td className="num">{row.presence === 'only-a' ? '—' : formatTokens(row.charsB)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-section="total">
          <th scope="row">Total</th>
          <td className="num" data-testid="compare-total-a">
            {formatTokens(totalA)}
          </td>
          <td className="num" data-testid="compare-total-b">
            {formatTokens(totalB)}
          </td>
          <td className="num delta">{formatDelta(totalB - totalA)}</td>
          <td className="num" data-testid="compare-chars-a">
            {formatTokens(charsA)}
          </td>
          <td className="num" data-testid="compare-chars-b">
            {formatTokens(charsB)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
