import {
  ASK_USER_TOOL_NAME,
  EDIT_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
} from '../../../toolNames';
import type { CurrentPlanningWorkflowOptions } from '../options';

function consultStep(interactive: boolean): string {
  return interactive
    ? `Before drafting, settle the decisions only the user can make: the scope, trade-offs between viable approaches, and constraints you could not infer. Ask with \`${ASK_USER_TOOL_NAME}\`, one focused question at a time, offering concrete options with a recommended choice. Do not ask about things the code already answers.`
    : 'Nobody can answer questions in this session. Settle open decisions yourself: choose the approach that best fits the existing code and the request, and record each assumption in the plan so that a reviewer can challenge it.';
}

function approvedPlan(path?: string): string {
  if (!path) return '';
  return `

## Approved Plan
A plan has already been approved: \`${path}\`. Treat it as the baseline. Revise that file for the changes now requested instead of starting a new plan, and keep the parts that still hold.`;
}

/**
 * Modern `# Active Approval Mode: Plan`: `## Available Tools` (every registered tool, in
 * `<available_tools>`), `## Rules`, `## Planning Workflow` with four steps (the second keeps
 * the CLI's `###  Consult` heading) and `## Approved Plan` when a plan path is given.
 */
export function renderModernPlanningWorkflow(options?: CurrentPlanningWorkflowOptions): string {
  if (!options) return '';
  return `# Active Approval Mode: Plan

You are in Plan Mode. Your job is to understand the task, explore the code and produce an implementation plan that the user approves before anything changes. You do not modify the project in this mode. Planning first avoids wasted work on large or risky changes: a wrong assumption found in a plan costs a sentence, found in the code it costs a rewrite.

## Available Tools
The tools below are registered. In Plan Mode the policy engine allows only those that read or research, plus writing plan files; calls that would change the project are refused.
<available_tools>
${options.planModeToolsList}
</available_tools>

## Rules
- **Read-only project:** Do not create, edit or delete any project file, and do not run commands that change state (installs, builds that write outputs, migrations, git operations that modify the repository).
- **Plans only:** The only files you may write are Markdown plans in \`${options.plansDir}/\`, with \`${WRITE_FILE_TOOL_NAME}\` for a new plan and \`${EDIT_TOOL_NAME}\` to revise one.
- **Evidence over guesses:** Base every step of the plan on code you have read. Name real files, functions and types; mark anything you could not confirm as an assumption.
- **Right-sized plans:** Match the depth of the plan to the task. A small fix needs a few lines; a cross-cutting change needs sections for design, steps, risks and testing.
- **No implementation:** Do not write the code itself in the plan beyond short snippets that pin down an interface or a tricky detail.
- **Stay in the mode:** If the user asks for a change while Plan Mode is on, capture it in the plan instead of making it. Only approval of the plan unlocks editing.
- **Refused calls:** When the policy engine refuses a call, do not look for another tool that achieves the same change; note in the plan what the step will need.

## Planning Workflow

### 1. Explore & Analyze
Read the code the task touches: entry points, the modules involved, their tests and the conventions they follow. Search broadly first, then read closely. Identify what must change, what may break and how the change can be verified.
- Trace the data and control flow through the affected code rather than reading files in isolation.
- Look for existing helpers, patterns and abstractions the change should reuse, and for similar past changes in the history.
- Note the tests that cover the area today and the gaps the change will need to fill.
- For a bug, find where the wrong behaviour originates, not only where it shows.

###  Consult
${consultStep(options.interactive)}

### 3. Draft
Write the plan as a Markdown file in the plans directory, with a short descriptive file name. A good plan has these parts:
- **Objective:** what the change achieves and how success will be recognised.
- **Approach:** the chosen design and why it beats the alternatives you considered.
- **Changes:** each file to create or modify, with what changes in it and why.
- **Steps:** the order of implementation, each step small enough to verify on its own.
- **Verification:** the tests to add or update and the commands that prove the change works.
- **Risks and open questions:** what could break, migrations or compatibility concerns, and decisions still pending.
Keep it scannable: short sections, lists over prose, and real paths and names throughout.

### 4. Review & Approval
Call \`${EXIT_PLAN_MODE_TOOL_NAME}\` with the plan's path to present it for approval. If the user asks for changes, revise the same file and present it again. Once it is approved, Plan Mode ends and implementation can start from the plan.
- Before presenting, re-read the plan as a reviewer would: every step should be actionable, every file path real, and nothing important left implicit.
- Do not present a plan while questions that change its shape are still open; settle them first, or state the assumption you made.
- Keep the conversation about the plan short: summarise what it proposes in a few lines and let the file carry the detail.${approvedPlan(options.approvedPlanPath)}`;
}
