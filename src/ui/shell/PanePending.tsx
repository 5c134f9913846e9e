import { FigureCardHead } from '../components/FigureCardHead';

/** What index.html's static shell showed as the first figure (its `#shell-figure`), if any. */
interface ShellFigure {
  name: string;
  badge: string;
  total: string;
}

let captured: ShellFigure | null | undefined;

/**
 * Reads the static shell's figure once, during the app's first render (React replaces the
 * shell's markup only when that render commits), so the figure stays on screen until the
 * meter shows its own.
 */
function shellFigure(): ShellFigure | null {
  if (captured !== undefined) return captured;
  const section = document.getElementById('shell-figure');
  const total = document.getElementById('shell-figure-total')?.textContent ?? '';
  captured =
    section && !section.hidden && total
      ? {
          name: document.getElementById('shell-figure-name')?.textContent ?? '',
          badge: document.getElementById('shell-figure-badge')?.textContent ?? '',
          total,
        }
      : null;
  return captured;
}

/**
 * Stands in for a pane during the app's first frame (see `useAfterFirstPass`). The insights
 * pane keeps the static shell's figure in view, so it does not blink between the shell and the
 * meter.
 */
export function PanePending({
  what,
  keepShellFigure = false,
}: {
  what: string;
  keepShellFigure?: boolean;
}) {
  const figure = keepShellFigure ? shellFigure() : null;
  return (
    <div aria-busy="true">
      {figure && (
        <section className="meter-card meter-card-primary shell-figure">
          <FigureCardHead name={figure.name} badge={figure.badge} />
          <output aria-label="Total tokens, as last counted" className="meter-total">
            {figure.total}
          </output>
        </section>
      )}
      <p className="muted">Loading {what}…</p>
    </div>
  );
}
