import { SpanMeter } from '../../../components/spans/SpanMeter';
import { useConfig } from '../../../store/configStore';
import { CompressionPanel } from './CompressionPanel';
import { LimitGauge } from './LimitGauge';
import { providerComponentTitle } from './providerLabels';
import { PROVIDER_NAMES, useProviderRenders } from './useProviderRenders';
import { ToolCostTable } from './ToolCostTable';

/** Size limit, compression, component meter and tool-format costs of the selected provider. */
export function ProviderInsights() {
  const selected = useConfig((c) => c.providers.selected);
  const renders = useProviderRenders();
  const outcome = renders.outcomes[selected];
  if (!outcome.ok) {
    return <p className="muted">No figures: the {PROVIDER_NAMES[selected]} output failed.</p>;
  }
  const { result } = outcome;
  return (
    <div className="target-insights" data-testid="providers-insights">
      <LimitGauge result={result} />
      <CompressionPanel result={result} />
      <SpanMeter
        label={`${PROVIDER_NAMES[selected]} system prompt tokens`}
        text={result.text}
        spans={result.components}
        titleOf={providerComponentTitle}
        testId="provider-meter"
      />
      <ToolCostTable tools={result.tools} />
    </div>
  );
}
