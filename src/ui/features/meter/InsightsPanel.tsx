import { lazy, Suspense } from 'react';
import { useConfig } from '../../store/configStore';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { TokenMeter } from './TokenMeter';
import './meter.css';

const TargetInsights = lazy(() =>
  import('../targets/TargetInsights').then((m) => ({ default: m.TargetInsights })),
);

/** The token meter and other analyses of the selected target's prompt. */
export function InsightsPanel() {
  const target = useConfig((c) => c.target);
  return (
    <FeatureErrorBoundary what="The token meter">
      {target === 'gemini' ? (
        <TokenMeter />
      ) : (
        <Suspense fallback={<p className="muted">Loading the target insights…</p>}>
          <TargetInsights />
        </Suspense>
      )}
    </FeatureErrorBoundary>
  );
}
