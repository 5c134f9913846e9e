import { ControlsPanel } from '../features/controls/ControlsPanel';
import { ImportBar, ImportDropZone } from '../features/importPrompt';
import { InsightsPanel } from '../features/meter/InsightsPanel';
import { PromptPanel } from '../features/preview/PromptPanel';
import { SectionBreaksProvider } from './SectionBreaksProvider';
import { ThreePanes } from './ThreePanes';

/** The main playground: controls | prompt | insights. */
export function PromptView() {
  return (
    <SectionBreaksProvider>
      <ThreePanes
        id="prompt-view"
        panes={[
          { id: 'controls', title: 'Controls', content: <ControlsPanel />, defaultSize: '26' },
          {
            id: 'prompt',
            title: 'Prompt',
            content: (
              <ImportDropZone bar={<ImportBar />}>
                <PromptPanel />
              </ImportDropZone>
            ),
            defaultSize: '44',
          },
          { id: 'insights', title: 'Insights', content: <InsightsPanel />, defaultSize: '30' },
        ]}
      />
    </SectionBreaksProvider>
  );
}
