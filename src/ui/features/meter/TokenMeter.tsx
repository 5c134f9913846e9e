import { useConfig } from '../../store/configStore';
import { BreakdownTable } from './BreakdownTable';
import { ContextGauge } from './ContextGauge';
import { ExactCountCard } from './ExactCountCard';
import { HeuristicCard } from './HeuristicCard';
import { StackedBar } from './StackedBar';
import { TotalTokensCard } from './TotalTokensCard';
import { useOpeningRequest } from './useOpeningRequest';
import { usePromptSegments } from './usePromptSegments';
import { useTokenCountPrefetch } from './useTokenCountPrefetch';
import { useTokenMeter } from './useTokenMeter';

/** The Gemini prompt's token meter: estimates side by side, gauge, bar and table. */
export function TokenMeter() {
  useTokenCountPrefetch();
  const meter = useTokenMeter();
  const encoding = useConfig((c) => c.tokens.encoding);
  const { hash } = usePromptSegments();
  const total = meter.model?.total ?? null;
  const opening = useOpeningRequest(meter.text, total);
  return (
    <section className="token-meter" aria-label="Token meter">
      <div className="meter-cards">
        <TotalTokensCard meter={meter} />
        <HeuristicCard tokens={meter.heuristic} total={total} />
        <ExactCountCard text={meter.text} hash={hash} estimate={total} />
      </div>
      <ContextGauge opening={opening} encoding={meter.countedEncoding ?? encoding} />
      {meter.model && (
        <>
          <StackedBar rows={meter.model.rows} total={meter.model.total} />
          <BreakdownTable model={meter.model} encoding={meter.countedEncoding ?? ''} />
        </>
      )}
      <p className="meter-footnote">
        Gemini models use their own 262k-token vocabulary, so both local figures are estimates; only
        the Gemini API&apos;s countTokens is exact. Each section&apos;s figure includes the blank
        line before it, so the rows add up to the total.
      </p>
    </section>
  );
}
