import { useState } from 'react';

/** How many rows a long list shows at first, and how many more each "Show more" adds. */
export const ROWS_PER_STEP = 200;

/**
 * The number of rows of a list of `total` to render: {@link ROWS_PER_STEP} at first, that
 * many more per `showMore`. A list a file or link can make as long as it likes (one row per
 * heading, import or problem) costs the page a bounded render, and every row stays reachable.
 */
export function useShownRows(total: number): { shown: number; showMore: () => void } {
  const [limit, setLimit] = useState(ROWS_PER_STEP);
  return { shown: Math.min(limit, total), showMore: () => setLimit((n) => n + ROWS_PER_STEP) };
}

/** Under a list cut to its first rows: how many are shown, and a button for the next ones. */
export function ShowMore({
  shown,
  total,
  noun,
  onMore,
}: {
  shown: number;
  total: number;
  /** What the rows are, plural: `parts`, `imports`, `problems`. */
  noun: string;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  const next = Math.min(ROWS_PER_STEP, total - shown);
  return (
    <p className="show-more muted" data-testid="show-more">
      Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}.{' '}
      <button type="button" className="btn btn-small" onClick={onMore}>
        Show {next.toLocaleString('en-US')} more
      </button>
    </p>
  );
}
