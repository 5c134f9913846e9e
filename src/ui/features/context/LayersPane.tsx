import { LayerBar } from './LayerBar';
import { LayerTable } from './LayerTable';
import { SessionDiff } from './SessionDiff';
import { Tokens } from './Tokens';
import { useTurnModelContext } from './TurnModelContext';

/** The request's layers as a stacked bar and a table, and the mid-session diff. */
export function LayersPane() {
  const { result, promptInput } = useTurnModelContext();
  return (
    <div className="ctx-layers-pane">
      {result && (
        <section className="ctx-section" aria-labelledby="ctx-layers-title">
          <h3 id="ctx-layers-title" className="ctx-heading">
            Layers <Tokens count={result.totalTokens} />
          </h3>
          <LayerBar layers={result.layers} total={result.totalTokens} />
          <LayerTable layers={result.layers} />
        </section>
      )}
      <SessionDiff current={promptInput} />
    </div>
  );
}
