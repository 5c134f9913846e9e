import { useConfig } from '../../store/configStore';
import { useGroupState } from '../../components/fields/groupState';
import { AsimiControls } from './asimi/AsimiControls';
import { ProviderControls } from './providers/ProviderControls';
import './targets.css';

/** Groups of the target controls that start open, unless the user has toggled them already. */
const TARGET_OPEN_GROUPS = [
  'asimi-base',
  'asimi-agents',
  'asimi-tools',
  'providers-behaviour',
  'providers-tools',
];
useGroupState.setState((s) => ({
  open: { ...Object.fromEntries(TARGET_OPEN_GROUPS.map((id) => [id, true])), ...s.open },
}));

/** The controls of a non-Gemini target; the Gemini-only controls are not rendered at all. */
export function TargetControls() {
  const target = useConfig((c) => c.target);
  if (target === 'asimi') return <AsimiControls />;
  if (target === 'providers') return <ProviderControls />;
  return null;
}
