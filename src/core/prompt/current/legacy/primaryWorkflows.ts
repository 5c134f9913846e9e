import { renderPrimaryWorkflows } from '../../sections/primaryWorkflows';
import { ENTER_PLAN_MODE_TOOL_NAME } from '../../../toolNames';
import type { CurrentPrimaryWorkflowsOptions } from '../options';

const NEW_APPLICATIONS = '\n## New Applications';

function engineeringNotes(options: CurrentPrimaryWorkflowsOptions): string[] {
  const notes: string[] = [];
  if (options.approvedPlan) {
    notes.push(
      `**Approved plan:** The plan at \`${options.approvedPlan.path}\` has been approved. Implement it step by step instead of planning again, and stop to explain if a step cannot work as written.`,
    );
  }
  if (options.taskTracker) {
    notes.push(
      "**Task tracking:** Record multi-step work in the task tracker as the task management protocol describes, and keep each task's status current as you go.",
    );
  }
  if (options.topicUpdateNarration) {
    notes.push(
      '**Topics:** Announce a new topic as you move from one step of this workflow to the next.',
    );
  }
  return notes;
}

function applicationNote(options: CurrentPrimaryWorkflowsOptions): string | null {
  if (options.approvedPlan) {
    return `**Follow the approved plan:** \`${options.approvedPlan.path}\` defines the application, its stack and its features; build it in the order the plan gives.`;
  }
  if (options.enableEnterPlanModeTool) {
    return `**Mandatory Planning:** A new application is a large change. Enter planning with \`${ENTER_PLAN_MODE_TOOL_NAME}\` and get the plan approved before writing any code.`;
  }
  return null;
}

/**
 * Legacy `# Primary Workflows`: the 2026-02 section (`## Software Engineering Tasks` with its
 * codebase-investigator × write_todos variants, `## New Applications`) with the current
 * CLI's additions: an approved plan, the task tracker and topic narration add notes to the
 * engineering steps; an approved plan or `enter_plan_mode` adds one to New Applications.
 */
export function renderLegacyPrimaryWorkflows(options?: CurrentPrimaryWorkflowsOptions): string {
  if (!options) return '';
  const text = renderPrimaryWorkflows({
    interactive: options.interactive,
    enableCodebaseInvestigator: options.enableCodebaseInvestigator,
    enableWriteTodosTool: options.enableWriteTodosTool,
  });
  const split = text.indexOf(NEW_APPLICATIONS);
  if (split < 0) return text;
  const notes = engineeringNotes(options);
  const engineering = text.slice(0, split) + (notes.length ? `\n${notes.join('\n\n')}\n` : '');
  const note = applicationNote(options);
  const applications = text.slice(split + NEW_APPLICATIONS.length);
  return `${engineering}${NEW_APPLICATIONS}${note ? `\n\n${note}` : ''}${applications}`;
}
