import { useConfig } from '../../store/configStore';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { AsimiInsights } from './asimi/AsimiInsights';
import { ProviderInsights } from './providers/ProviderInsights';
import './targets.css';

/** Token meter and analyses of a non-Gemini target. */
export function TargetInsights() {
  const target = useConfig((c) => c.target);
  return (
    <FeatureErrorBoundary what="The target insights">
      {target === 'asimi' ? (
        <AsimiInsights />
      ) : target === 'providers' ? (
        <ProviderInsights />
      ) : null}
    </FeatureErrorBoundary>
  );
}
