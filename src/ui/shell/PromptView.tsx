import { ControlsPanel } from '../features/controls/ControlsPanel';
import { ImportBar, ImportDropZone } from '../features/importPrompt';
import { InsightsPanel } from '../features/meter/InsightsPanel';
import { PromptPanel } from '../features/preview/PromptPanel';
import { TargetSelector } from '../features/targets/TargetSelector';
import { SectionBreaksProvider } from './SectionBreaksProvider';
import { TargetControls, TargetInsights, TargetPreview } from './targetPanels';
import { ThreePanes } from './ThreePanes';

/** The main playground: controls | prompt | insights, each with the other targets' panel. */
export function PromptView() {
  return (
    <SectionBreaksProvider>
      <ThreePanes
        id="prompt-view"
        panes={[
          {
            id: 'controls',
            title: 'Controls',
            content: (
              <ControlsPanel targetSelector={<TargetSelector />} otherTarget={<TargetControls />} />
            ),
            defaultSize: '26',
          },
          {
            id: 'prompt',
            title: 'Prompt',
            content: (
              <ImportDropZone bar={<ImportBar />}>
                <PromptPanel otherTarget={<TargetPreview />} />
              </ImportDropZone>
            ),
            defaultSize: '44',
          },
          {
            id: 'insights',
            title: 'Insights',
            content: <InsightsPanel otherTarget={<TargetInsights />} />,
            defaultSize: '30',
          },
        ]}
      />
    </SectionBreaksProvider>
  );
}
