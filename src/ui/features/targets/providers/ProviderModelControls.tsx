import { PROVIDER_DEFAULT_MODELS, PROVIDER_IDS, type ProviderId } from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { TextField } from '../../../components/fields/TextField';
import { usePatchProviders } from './useProviderEdits';
import { PROVIDER_NAMES } from './useProviderRenders';

/** The model id sent to each provider (blank = the shim's default). */
export function ProviderModelControls() {
  const models = useConfig((c) => c.providers.models);
  const patch = usePatchProviders();
  const set = (id: ProviderId, value: string) =>
    patch({ models: { ...models, [id]: value } }, `providers.model.${id}`);
  return (
    <div className="field-row">
      {PROVIDER_IDS.map((id) => (
        <TextField
          key={id}
          label={`${PROVIDER_NAMES[id]} model`}
          mono
          value={models[id]}
          placeholder={PROVIDER_DEFAULT_MODELS[id]}
          onChange={(value) => set(id, value)}
        />
      ))}
    </div>
  );
}
