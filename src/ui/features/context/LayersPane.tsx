import { VocabularyLabel } from '../../components/VocabularyLabel';
import { LayerBar } from './LayerBar';
import { LayerTable } from './LayerTable';
import { SessionDiff } from './SessionDiff';
import { Tokens } from './Tokens';
import { useTurnModelContext } from './TurnModelContext';
import { useCountedLayers } from './useEncodedLayers';

/** The request's layers as a stacked bar and a table, and the mid-session diff. */
export function LayersPane() {
  const { result, promptInput } = useTurnModelContext();
  const { shown, counting } = useCountedLayers(result?.layers);
  const counted = shown?.value ?? null;
  return (
    <div className="ctx-layers-pane">
      <VocabularyLabel
        testId="view-vocabulary"
        counting={counting}
        shownEncoding={shown?.encoding ?? null}
      />
      {result && (
        <section
          className="ctx-section"
          aria-labelledby="ctx-layers-title"
          aria-busy={counting}
          data-counted-with={shown?.encoding}
        >
          <h3 id="ctx-layers-title" className="ctx-heading">
            Layers{' '}
            {counted ? (
              <Tokens count={counted.total} />
            ) : (
              <span className="ctx-tokens">counting…</span>
            )}
          </h3>
          {counted && (
            <>
              <LayerBar layers={counted.layers} total={counted.total} />
              <LayerTable layers={counted.layers} />
            </>
          )}
        </section>
      )}
      <SessionDiff current={promptInput} />
    </div>
  );
}
