import { Fragment, useState, type ReactNode } from 'react';
import { Pane } from './Pane';
import { PaneSeparator } from './PaneSeparator';
import { movePaneSeparator } from './paneSizes';

interface PaneSpec {
  id: string;
  title: string;
  content: ReactNode;
  /** First width, in percent of the row. */
  defaultSize: string;
}

/** Narrowest widths, in percent: the side panes and the middle one. */
const MIN_SIZES = [14, 20, 14] as const;

/**
 * Three resizable, titled panes (left | middle | right). Widths are flex ratios set from
 * state: nothing is measured while the panes mount, so the first render lays out once.
 */
export function ThreePanes({ panes, id }: { panes: [PaneSpec, PaneSpec, PaneSpec]; id: string }) {
  const defaults = panes.map((pane) => Number(pane.defaultSize));
  const [sizes, setSizes] = useState(defaults);
  const move = (separator: number, delta: number) =>
    setSizes((current) => movePaneSeparator(current, MIN_SIZES, separator, delta));
  const reset = (separator: number) =>
    setSizes((current) => {
      const next = [...current];
      const pair = (current[separator] ?? 0) + (current[separator + 1] ?? 0);
      const wanted = defaults[separator] ?? 0;
      next[separator] = wanted;
      next[separator + 1] = pair - wanted;
      return movePaneSeparator(next, MIN_SIZES, separator, 0);
    });
  return (
    <div className="pane-group" id={id}>
      {panes.map((pane, index) => {
        const panelId = `${id}-${pane.id}`;
        const next = panes[index + 1];
        const size = sizes[index] ?? 0;
        const pair = size + (sizes[index + 1] ?? 0);
        return (
          <Fragment key={pane.id}>
            <div className="pane-panel" id={panelId} style={{ flexGrow: size }}>
              <Pane id={pane.id} title={pane.title}>
                {pane.content}
              </Pane>
            </div>
            {next && (
              <PaneSeparator
                label={`Resize ${pane.title} and ${next.title}`}
                controls={panelId}
                value={size}
                min={MIN_SIZES[index] ?? 0}
                max={pair - (MIN_SIZES[index + 1] ?? 0)}
                onMove={(delta) => move(index, delta)}
                onReset={() => reset(index)}
              />
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
