import { lazy, Suspense } from 'react';
import { useConfig } from '../../store/configStore';
import { TargetSelector } from '../targets/TargetSelector';
import { ControlsErrorBoundary } from './ControlsErrorBoundary';
import { GeminiControls } from './GeminiControls';
import './controls.css';
import './controls-lists.css';
import './cli-version.css';

/** The other targets' controls load with the target (like their preview and insights). */
const TargetControls = lazy(() =>
  import('../targets/TargetControls').then((m) => ({ default: m.TargetControls })),
);

/** Every input of the selected target's pipeline. */
export function ControlsPanel() {
  const target = useConfig((c) => c.target);
  return (
    <>
      <TargetSelector />
      <ControlsErrorBoundary>
        {target === 'gemini' ? (
          <GeminiControls />
        ) : (
          <Suspense fallback={<p className="muted">Loading the target controls…</p>}>
            <TargetControls />
          </Suspense>
        )}
      </ControlsErrorBoundary>
    </>
  );
}
