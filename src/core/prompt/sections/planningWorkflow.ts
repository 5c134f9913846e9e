import type { PlanningWorkflowOptions } from '../options';
import {
  ASK_USER_TOOL_NAME,
  EDIT_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
} from '../../toolNames';

/**
 * `# Active Approval Mode: Plan`, rendered in the workflow slot in plan mode. The tool list is
 * inserted as given (an empty list leaves a blank line), followed by the fixed `write_file`
 * and `replace` bullets; `plansDir` is printed followed by `/`.
 */
export function renderPlanningWorkflow(options?: PlanningWorkflowOptions): string {
  if (!options) return '';
  return `# Active Approval Mode: Plan

Plan Mode is on. Your job is to research the task and design a plan; do not change the codebase. Go through the phases below in order.

## Available Tools
Only these read-only tools can be used in this mode:
${options.planModeToolsList}
- \`${WRITE_FILE_TOOL_NAME}\` - for writing plan files into the plans directory only
- \`${EDIT_TOOL_NAME}\` - for editing plan files in the plans directory only

## Plan Storage
- Save every plan as a Markdown (\`.md\`) file in: \`${options.plansDir}/\`
- That directory is the only place you may write to. You may not create or edit any other file.

## Workflow Phases

**Finish each phase before starting the next one.**

### Phase 1: Requirements Understanding
- Study the request to pin down its core requirements, its constraints and what a finished result looks like.
- If important information is missing or the request is ambiguous, ask with \`${ASK_USER_TOOL_NAME}\`, offering multiple-choice options where you can so that answering is quick.
- Do not explore the project or start a plan yet.

### Phase 2: Project Exploration
- Begin only once the requirements are clear.
- Explore the project with the read-only tools listed above.
- Note the existing patterns, conventions and architectural decisions that the plan must respect, and the tests that cover the affected code.

### Phase 3: Design & Planning
- Begin only once exploration is complete.
- Write a detailed implementation plan that names file paths, function signatures and, where useful, code snippets.
- Order the steps so that each one can be verified, and say how (tests to add or run, commands to check).
- Save it as a Markdown file in the plans directory.

### Phase 4: Review & Approval
- Present the plan and ask for approval with \`${EXIT_PLAN_MODE_TOOL_NAME}\`.
- If it is approved, you may start implementing; if it is rejected, revise it from the feedback and present it again.

## Constraints
- You may write or edit only \`.md\` files inside the plans directory.
- Do not change source code, configuration or any other project file.
- Any attempt to modify files outside the plans directory will be refused.`;
}
