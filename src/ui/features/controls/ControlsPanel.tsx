import { useConfig } from '../../store/configStore';
import { TargetControls } from '../targets/TargetControls';
import { TargetSelector } from '../targets/TargetSelector';
import { ControlsErrorBoundary } from './ControlsErrorBoundary';
import { GeminiControls } from './GeminiControls';
import './controls.css';
import './controls-lists.css';

/** Every input of the selected target's pipeline. */
export function ControlsPanel() {
  const target = useConfig((c) => c.target);
  return (
    <>
      <TargetSelector />
      <ControlsErrorBoundary>
        {target === 'gemini' ? <GeminiControls /> : <TargetControls />}
      </ControlsErrorBoundary>
    </>
  );
}
