import { Suspense, type ReactNode } from 'react';
import { useConfig } from '../../store/configStore';
import { ControlsErrorBoundary } from './ControlsErrorBoundary';
import { GeminiControls } from './GeminiControls';
import { ImportedPromptGate } from './ImportedPromptGate';
import './controls.css';
import './controls-lists.css';
import './cli-version.css';

interface Props {
  /** The target picker (composed by the shell). */
  targetSelector: ReactNode;
  /** The selected Asimi or multi-provider target's controls, loaded with the target. */
  otherTarget: ReactNode;
}

/** Every input of the selected target's pipeline. */
export function ControlsPanel({ targetSelector, otherTarget }: Props) {
  const target = useConfig((c) => c.target);
  return (
    <>
      {targetSelector}
      <ControlsErrorBoundary>
        {target === 'gemini' ? (
          <ImportedPromptGate>
            <GeminiControls />
          </ImportedPromptGate>
        ) : (
          <Suspense fallback={<p className="muted">Loading the target controls…</p>}>
            {otherTarget}
          </Suspense>
        )}
      </ControlsErrorBoundary>
    </>
  );
}
