import type { ReactNode } from 'react';
import { PLOT_HEIGHT, PLOT_PAD, PLOT_WIDTH } from '../../../core';

interface Props {
  caption: string;
  /** What the plot shows, in words: the svg's accessible name (the tables hold the numbers). */
  summary: string;
  testId: string;
  /** The value at the top of the y axis, and at its foot. */
  yTop: string;
  yBottom: string;
  /** Drawn inside the svg, over the axes. */
  children: ReactNode;
  /** Shown under the plot. */
  legend?: ReactNode;
}

/** The session plots' shared frame: caption, an svg with both axes and their end labels. */
export function PlotFrame({ caption, summary, testId, yTop, yBottom, children, legend }: Props) {
  const bottom = PLOT_HEIGHT - PLOT_PAD.bottom;
  return (
    <figure className="ses-plot">
      <figcaption>{caption}</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`}
        className="ses-svg"
        data-testid={testId}
      >
        <line
          className="ses-axis"
          x1={PLOT_PAD.left}
          y1={bottom}
          x2={PLOT_WIDTH - PLOT_PAD.right}
          y2={bottom}
        />
        <line
          className="ses-axis"
          x1={PLOT_PAD.left}
          y1={PLOT_PAD.top}
          x2={PLOT_PAD.left}
          y2={bottom}
        />
        <text
          className="ses-axis-label"
          x={PLOT_PAD.left - 6}
          y={PLOT_PAD.top + 8}
          textAnchor="end"
        >
          {yTop}
        </text>
        <text className="ses-axis-label" x={PLOT_PAD.left - 6} y={bottom} textAnchor="end">
          {yBottom}
        </text>
        {children}
      </svg>
      {legend}
    </figure>
  );
}
