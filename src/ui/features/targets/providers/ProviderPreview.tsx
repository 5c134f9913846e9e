import { PROVIDER_IDS, type ProviderId } from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { Tabs } from '../../../components/Tabs';
import { ProviderOutput } from './ProviderOutput';
import { usePatchProviders } from './useProviderEdits';
import { PROVIDER_NAMES, useProviderRenders } from './useProviderRenders';

/** The shim's output for Claude, Gemini and OpenAI, one tab each. */
export function ProviderPreview() {
  const selected = useConfig((c) => c.providers.selected);
  const patch = usePatchProviders();
  const renders = useProviderRenders();
  return (
    <div className="target-preview" data-testid="providers-preview">
      <Tabs
        label="Providers"
        selected={selected}
        onSelect={(id) => patch({ selected: id as ProviderId })}
        tabs={PROVIDER_IDS.map((id) => {
          const outcome = renders.outcomes[id];
          return {
            id,
            label: PROVIDER_NAMES[id],
            content: outcome.ok ? (
              <ProviderOutput result={outcome.result} problems={renders.problems} />
            ) : (
              <div className="notice notice-error" role="alert">
                The {PROVIDER_NAMES[id]} output could not be built: {outcome.error}
              </div>
            ),
          };
        })}
      />
    </div>
  );
}
