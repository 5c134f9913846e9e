import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Pane } from './Pane';

interface PaneSpec {
  id: string;
  title: string;
  content: ReactNode;
  defaultSize: string;
}

/** Three resizable, titled panes (left | middle | right). */
export function ThreePanes({ panes, id }: { panes: [PaneSpec, PaneSpec, PaneSpec]; id: string }) {
  const [left, middle, right] = panes;
  return (
    <Group orientation="horizontal" className="pane-group" id={id}>
      <Panel id={left.id} defaultSize={left.defaultSize} minSize="14">
        <Pane id={left.id} title={left.title}>
          {left.content}
        </Pane>
      </Panel>
      <Separator
        className="pane-separator"
        aria-label={`Resize ${left.title} and ${middle.title}`}
      />
      <Panel id={middle.id} defaultSize={middle.defaultSize} minSize="20">
        <Pane id={middle.id} title={middle.title}>
          {middle.content}
        </Pane>
      </Panel>
      <Separator
        className="pane-separator"
        aria-label={`Resize ${middle.title} and ${right.title}`}
      />
      <Panel id={right.id} defaultSize={right.defaultSize} minSize="14">
        <Pane id={right.id} title={right.title}>
          {right.content}
        </Pane>
      </Panel>
    </Group>
  );
}
