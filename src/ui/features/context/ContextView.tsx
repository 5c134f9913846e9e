import { ThreePanes } from '../../shell/ThreePanes';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { ContextInputs } from './ContextInputs';
import { LayersPane } from './LayersPane';
import { TurnModelContext } from './TurnModelContext';
import { TurnRequestPane } from './TurnRequestPane';
import { useTurnModel } from './useTurnModel';
import './context.css';

/** Everything one turn sends, computed once and shared by the three panes. */
function TurnContextPanes() {
  const model = useTurnModel();
  return (
    <TurnModelContext.Provider value={model}>
      <ThreePanes
        id="context-view"
        panes={[
          {
            id: 'turn-inputs',
            title: 'Turn inputs',
            content: <ContextInputs />,
            defaultSize: '32',
          },
          {
            id: 'turn-request',
            title: 'Full turn request',
            content: <TurnRequestPane />,
            defaultSize: '40',
          },
          { id: 'turn-layers', title: 'Layers & diff', content: <LayersPane />, defaultSize: '28' },
        ]}
      />
    </TurnModelContext.Provider>
  );
}

/** The "Turn & context" view: memory, @ files, IDE, hooks, skills and the full turn request. */
export default function ContextView() {
  return (
    <FeatureErrorBoundary what="The turn & context view">
      <TurnContextPanes />
    </FeatureErrorBoundary>
  );
}
