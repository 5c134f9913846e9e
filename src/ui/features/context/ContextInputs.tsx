import { HistoryPanel } from './HistoryPanel';
import { HooksPanel } from './HooksPanel';
import { IdePanel } from './IdePanel';
import { MemoryPanel } from './MemoryPanel';
import { SkillsPanel } from './SkillsPanel';
import { TurnComposer } from './TurnComposer';

/** Every input of the turn, one collapsible group each. */
export function ContextInputs() {
  return (
    <div className="ctx-inputs">
      <TurnComposer />
      <MemoryPanel />
      <IdePanel />
      <HooksPanel />
      <SkillsPanel />
      <HistoryPanel />
    </div>
  );
}
