import type { PlaygroundTokens } from '../../../core';
import { useConfigStore, useConfig } from '../../store/configStore';
import { useDelayedFlag } from './useDelayedFlag';
import type { TokenMeterState } from './useTokenMeter';

const ENCODINGS: PlaygroundTokens['encoding'][] = ['o200k_base', 'cl100k_base'];

/** The gpt-tokenizer estimate (the meter's total) with its encoding picker and status. */
export function TotalTokensCard({ meter }: { meter: TokenMeterState }) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const patch = useConfigStore((s) => s.patch);
  const showCounting = useDelayedFlag(meter.stale && !meter.loadingEncoding, 400);
  const { model } = meter;
  return (
    <div className="meter-card meter-card-primary">
      <div className="meter-card-head">
        <span className="meter-card-title">gpt-tokenizer</span>
        <span className="estimate-badge">estimate</span>
      </div>
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
        Encoding{' '}
        <select
          value={encoding}
          onChange={(event) =>
            patch('tokens', { encoding: event.target.value as PlaygroundTokens['encoding'] })
          }
        >
          {ENCODINGS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      {meter.error ? (
        <p className="meter-status error-text" role="alert">
          Counting failed: {meter.error}{' '}
          <button type="button" className="btn" onClick={meter.retry}>
            Count again
          </button>
        </p>
      ) : (
        <p className="meter-status" role="status">
          {meter.loadingEncoding
            ? `Loading the ${encoding} encoding…`
            : showCounting
              ? 'counting…'
              : `tokens with ${meter.countedEncoding ?? encoding}, an OpenAI vocabulary`}
        </p>
      )}
    </div>
  );
}
