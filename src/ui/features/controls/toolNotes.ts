/** What each tool drives in the prompt, for the note beside its checkbox. */
import {
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  PLAN_MODE_TOOLS,
  WRITE_TODOS_TOOL_NAME,
} from '../../../core';

/** Short notes on the tool's effect on the standard prompt (empty when it only feeds templates). */
export function toolNotes(name: string): string[] {
  const notes: string[] = [];
  if (name === CODEBASE_INVESTIGATOR_AGENT_NAME) {
    notes.push('Primary Workflows: steps 1–2 delegate exploration to this agent');
  }
  if (name === WRITE_TODOS_TOOL_NAME)
    notes.push('Primary Workflows: step 2 plans with a todo list');
  if (PLAN_MODE_TOOLS.includes(name)) notes.push('listed in the Planning Workflow tool list');
  if (name === ENTER_PLAN_MODE_TOOL_NAME) notes.push('registered only; not named in the prompt');
  return notes;
}

/** The custom-template variable that names a tool. */
export function toolNameVariable(name: string): string {
  return `\${${name}_ToolName}`;
}
