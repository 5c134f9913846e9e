import type { ProviderRenderResult } from '../../../../core';
import { PROVIDER_NAMES } from './useProviderRenders';

const MEASURED_BY = {
  chars: 'characters',
  'chars/4': 'tokens, estimated as characters ÷ 4 (the shim’s own check)',
  countTokens: 'tokens',
} as const;

/** The provider's system-prompt size against its limit. */
export function LimitGauge({ result }: { result: ProviderRenderResult }) {
  const { limit } = result;
  const original = result.compression?.originalChars;
  const percent = (limit.used / limit.max) * 100;
  return (
    <section className="target-card" aria-labelledby="limit-title" data-testid="provider-limit">
      <h3 id="limit-title">Size limit · {PROVIDER_NAMES[result.provider]}</h3>
      <meter
        className="target-meter"
        aria-labelledby="limit-title"
        min={0}
        max={limit.max}
        low={limit.max * 0.7}
        high={limit.max * 0.9}
        optimum={0}
        value={Math.min(limit.used, limit.max)}
      />
      <p className="field-hint">
        {limit.used.toLocaleString('en-US')} of {limit.max.toLocaleString('en-US')}{' '}
        {MEASURED_BY[limit.measuredBy]} (
        {percent < 0.1 && limit.used > 0 ? '<0.1' : percent.toFixed(1)}
        %).
        {original !== undefined &&
          ` Before compression: ${original.toLocaleString('en-US')} characters.`}
      </p>
    </section>
  );
}
