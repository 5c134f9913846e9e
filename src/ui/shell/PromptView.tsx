import { ControlsPanel } from '../features/controls/ControlsPanel';
import { ImportBar, ImportDropZone } from '../features/importPrompt';
import { InsightsPanel } from '../features/meter/InsightsPanel';
import { PromptPanel } from '../features/preview/PromptPanel';
import { TargetSelector } from '../features/targets/TargetSelector';
import { useAfterFirstPass } from './firstPass';
import { PanePending } from './PanePending';
import { SectionBreaksProvider } from './SectionBreaksProvider';
import { TargetControls, TargetInsights, TargetPreview } from './targetPanels';
import { ThreePanes } from './ThreePanes';

/** The main playground: controls | prompt | insights, each with the other targets' panel. */
export function PromptView() {
  // The controls first: the preview and the meter join them a frame later.
  const after = useAfterFirstPass();
  return (
    <SectionBreaksProvider live={after}>
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
            content: after ? (
              <ImportDropZone bar={<ImportBar />}>
                <PromptPanel otherTarget={<TargetPreview />} />
              </ImportDropZone>
            ) : (
              <PanePending what="the prompt" />
            ),
            defaultSize: '44',
          },
          {
            id: 'insights',
            title: 'Insights',
            content: after ? (
              <InsightsPanel otherTarget={<TargetInsights />} />
            ) : (
              <PanePending what="the token meter" keepShellFigure />
            ),
            defaultSize: '30',
          },
        ]}
      />
    </SectionBreaksProvider>
  );
}
