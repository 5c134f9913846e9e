import { Suspense, type ReactNode } from 'react';
import { useConfig } from '../../store/configStore';
import { FeatureErrorBoundary } from '../../components/FeatureErrorBoundary';
import { TokenMeter } from './TokenMeter';
import './meter.css';

/**
 * The token meter and other analyses of the selected target's prompt; `otherTarget` is the
 * Asimi or multi-provider target's insights (composed by the shell, loaded with the target).
 */
export function InsightsPanel({ otherTarget }: { otherTarget: ReactNode }) {
  const target = useConfig((c) => c.target);
  return (
    <FeatureErrorBoundary what="The token meter">
      {target === 'gemini' ? (
        <TokenMeter />
      ) : (
        <Suspense fallback={<p className="muted">Loading the target insights…</p>}>
          {otherTarget}
        </Suspense>
      )}
    </FeatureErrorBoundary>
  );
}
