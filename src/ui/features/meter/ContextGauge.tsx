import { resolveModel, tokenLimit } from '../../../core';
import { useConfig } from '../../store/configStore';

const numbers = new Intl.NumberFormat('en-US');

/** The prompt's share of the model's context window, as a gauge. */
export function ContextGauge({ total }: { total: number | null }) {
  const model = useConfig((c) => resolveModel(c.gemini.model, c.gemini.previewFeatures));
  const limit = tokenLimit(model);
  const used = total ?? 0;
  const percent = limit > 0 ? (used / limit) * 100 : 0;
  return (
    <div className="context-gauge">
      <label htmlFor="context-gauge-meter">
        Context window of <code>{model}</code>
      </label>
      <meter
        id="context-gauge-meter"
        min={0}
        max={limit}
        low={limit * 0.5}
        high={limit * 0.8}
        optimum={0}
        value={used}
      />
      <span className="meter-status">
        {numbers.format(used)} of {numbers.format(limit)} tokens (
        {percent < 0.1 && used > 0 ? '<0.1' : percent.toFixed(1)}%) before any conversation
      </span>
    </div>
  );
}
