import { useConfig } from '../../store/configStore';
import { TargetControls } from '../targets/TargetControls';
import { ControlsErrorBoundary } from './ControlsErrorBoundary';
import { GeminiControls } from './GeminiControls';
import './controls.css';

/** Every input of the selected target's pipeline. */
export function ControlsPanel() {
  const target = useConfig((c) => c.target);
  return (
    <ControlsErrorBoundary>
      {target === 'gemini' ? <GeminiControls /> : <TargetControls />}
    </ControlsErrorBoundary>
  );
}
