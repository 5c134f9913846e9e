import { useConfig } from '../../store/configStore';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { AsimiPreview } from './asimi/AsimiPreview';
import { ProviderPreview } from './providers/ProviderPreview';
import './targets.css';

/** The prompt of a non-Gemini target: the Asimi CLI or the multi-provider shim. */
export function TargetPreview() {
  const target = useConfig((c) => c.target);
  return (
    <FeatureErrorBoundary what="The target preview">
      {target === 'asimi' ? <AsimiPreview /> : target === 'providers' ? <ProviderPreview /> : null}
    </FeatureErrorBoundary>
  );
}
