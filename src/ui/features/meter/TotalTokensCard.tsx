import { useEffect } from 'react';
import type { PlaygroundTokens } from '../../../core';
import { FigureCardHead } from '../../components/FigureCardHead';
import { useConfigStore, useConfig } from '../../store/configStore';
import { noteShownFigure } from '../../store/firstFigure';
import { selectPromptSegments } from '../../prompt/usePromptSegments';
import { selectRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { describeEncoding, ENCODING_OPTIONS } from './encodingLabels';
import { useDelayedFlag } from '../../lib/useDelayedFlag';
import type { TokenMeterState } from './useTokenMeter';
import { useModelVocabulary, useVocabularyStatus } from './useVocabularyStatus';
import { VocabularyProgress } from './VocabularyProgress';

/** The meter's primary total, with its vocabulary picker, label and status. */
export function TotalTokensCard({ meter }: { meter: TokenMeterState }) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const patch = useConfigStore((s) => s.patch);
  const showCounting = useDelayedFlag(meter.stale && !meter.loadingEncoding, 400);
  const vocabulary = useVocabularyStatus();
  const modelVocabulary = useModelVocabulary();
  const shown = describeEncoding(meter.countedEncoding ?? encoding, modelVocabulary);
  const { model } = meter;
  const config = useConfigStore((s) => s.config);
  // The meter shows a change once it is counted (useLivePromptSegments): until then `config`
  // is newer than the figures, which are not this configuration's.
  const current = meter.text === selectPromptSegments(selectRenderedPrompt(config)).text;
  const settled =
    current && model !== null && !meter.stale && !meter.error && meter.countedEncoding === encoding;
  const total = model?.total ?? null;
  // The settled total is what the static shell shows first on the next visit (firstFigure.ts).
  useEffect(() => {
    if (settled && total !== null) {
      noteShownFigure(config, { total, encoding, name: shown.name, badge: shown.badge });
    }
  }, [settled, total, config, encoding, shown.name, shown.badge]);
  return (
    <div className="meter-card meter-card-primary">
      <FigureCardHead name={shown.name} badge={shown.badge} />
      <output
        aria-label="Total tokens"
        className="meter-total"
        data-testid="total-tokens"
        data-chars={model?.chars ?? ''}
        data-encoding={meter.countedEncoding ?? ''}
        data-stale={meter.stale ? 'true' : 'false'}
      >
        {model ? model.total : ''}
      </output>
      <label className="meter-encoding">
        Vocabulary{' '}
        <select
          aria-label="Encoding"
          value={encoding}
          onChange={(event) =>
            patch('tokens', { encoding: event.target.value as PlaygroundTokens['encoding'] })
          }
        >
          {ENCODING_OPTIONS.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {meter.error ? (
        <p className="meter-status error-text" role="alert">
          Counting failed: {meter.error}{' '}
          <button type="button" className="btn" onClick={meter.retry}>
            {encoding === 'gemma3' ? 'Retry the download' : 'Count again'}
          </button>
        </p>
      ) : meter.loadingEncoding && encoding === 'gemma3' ? (
        <VocabularyProgress status={vocabulary} />
      ) : (
        <p className="meter-status" role="status">
          {meter.loadingEncoding
            ? `Loading the ${encoding} encoding…`
            : showCounting
              ? 'counting…'
              : shown.sentence}
        </p>
      )}
    </div>
  );
}
