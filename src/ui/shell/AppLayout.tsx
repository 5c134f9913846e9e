import { Group, Panel, Separator } from 'react-resizable-panels';
import { Header } from './Header';
import { Pane } from './Pane';
import { WelcomeDocument } from './WelcomeDocument';

/** The three resizable panes: controls | prompt | insights. */
export function AppLayout() {
  return (
    <div className="app">
      <Header />
      <main className="app-main">
        <Group orientation="horizontal" className="pane-group">
          <Panel id="controls" defaultSize="24" minSize="14">
            <Pane id="controls" title="Controls">
              <p className="muted">Configuration controls appear here.</p>
            </Pane>
          </Panel>
          <Separator className="pane-separator" aria-label="Resize controls and prompt panes" />
          <Panel id="prompt" defaultSize="46" minSize="20">
            <Pane id="prompt" title="Prompt">
              <WelcomeDocument />
            </Pane>
          </Panel>
          <Separator className="pane-separator" aria-label="Resize prompt and insights panes" />
          <Panel id="insights" defaultSize="30" minSize="14">
            <Pane id="insights" title="Insights">
              <p className="muted">Token meter and analyses appear here.</p>
            </Pane>
          </Panel>
        </Group>
      </main>
    </div>
  );
}
