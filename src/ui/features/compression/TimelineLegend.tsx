/** The timeline's colour and mark key. */
export function TimelineLegend() {
  return (
    <ul className="cmp-legend" aria-label="Timeline legend">
      <li>
        <span className="cmp-swatch is-summarised" /> summarised
      </li>
      <li>
        <span className="cmp-swatch is-kept" /> kept
      </li>
      <li>
        <span className="cmp-split-mark is-valid" /> valid split point
      </li>
      <li>
        <span className="cmp-swatch is-truncated" /> truncated output (faint: size before)
      </li>
      <li>
        <span className="cmp-swatch is-target" /> target line
      </li>
    </ul>
  );
}
