import {
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  EDIT_TOOL_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  SHELL_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../../../toolNames';
import type { CurrentPrimaryWorkflowsOptions } from '../options';

function searchTools(options: CurrentPrimaryWorkflowsOptions): string {
  const names = [
    ...(options.enableGrep ? [`\`${GREP_TOOL_NAME}\``] : []),
    ...(options.enableGlob ? [`\`${GLOB_TOOL_NAME}\``] : []),
  ];
  return names.length > 0 ? names.join(' and ') : 'the search tools available to you';
}

function researchStep(options: CurrentPrimaryWorkflowsOptions): string {
  const planMode = options.enableEnterPlanModeTool
    ? ` If the change is large or its design is unclear, switch to planning with \`${ENTER_PLAN_MODE_TOOL_NAME}\` before touching any file.`
    : '';
  if (options.enableCodebaseInvestigator) {
    return `1. **Research:** Work out what the request needs and which parts of the system it touches. For broad or unfamiliar territory (a refactor across modules, a bug whose cause is unknown, a feature that crosses layers), delegate the investigation to the \`${CODEBASE_INVESTIGATOR_AGENT_NAME}\` sub-agent first and build on its report. For narrow questions (one symbol, one file), use ${searchTools(options)} directly, then read what you found with \`${READ_FILE_TOOL_NAME}\`. Read the tests of the affected code as well: they show its intended behaviour. Reproduce a reported bug before fixing it whenever you can.${planMode}`;
  }
  return `1. **Research:** Work out what the request needs and which parts of the system it touches. Use ${searchTools(options)} extensively, in parallel when the searches are independent, to learn the file layout, conventions and existing patterns, then read the relevant code with \`${READ_FILE_TOOL_NAME}\` to confirm your assumptions. Read the tests of the affected code as well: they show its intended behaviour and how it is meant to be used. Reproduce a reported bug before fixing it whenever you can.${planMode}`;
}

function strategyStep(options: CurrentPrimaryWorkflowsOptions): string {
  if (options.approvedPlan) {
    return `2. **Strategy:** An approved plan exists at \`${options.approvedPlan.path}\`. Read it first and follow it step by step; it is the agreed design. If you find that a step cannot work as written, stop and explain the problem instead of improvising a different design.`;
  }
  const tracking = options.taskTracker
    ? ' For work with several steps, record them in the task tracker as described in the task management protocol and keep their status current.'
    : options.enableWriteTodosTool
      ? ` For work with several steps, break it into subtasks and track them with \`${WRITE_TODOS_TOOL_NAME}\`.`
      : '';
  const share = options.interactive
    ? ' Share a concise plan with the user when the change is not obvious, and ask before modifying files for a change they only implied.'
    : ' Record the key decisions in your final answer, since nobody can review the plan beforehand.';
  return `2. **Strategy:** Form a grounded plan from what you learned: the files to change, the order of the changes and how you will verify each one. Prefer an iterative approach in which each step is small enough to check on its own, and decide up front which existing tests cover the area and which new ones you will write.${tracking}${share}`;
}

function lifecycle(options: CurrentPrimaryWorkflowsOptions): string {
  const topic = options.topicUpdateNarration
    ? ' Announce a new topic as you enter each phase.'
    : '';
  const standards = options.interactive
    ? ' If you cannot find the commands, ask the user how they check their work.'
    : '';
  const transition = options.approvedPlan
    ? '\n\nThe approved plan marks the end of planning: you are now implementing it. Do not re-open design questions the plan settles, and keep its file as the reference for what remains.'
    : '';
  return `## Development Lifecycle
For bugs, features, refactors and explanations of existing code, follow this cycle. Scale each phase to the task: a typo fix needs a glance and a check, a change across modules needs real research and a written plan.${topic}
${researchStep(options)}
${strategyStep(options)}
3. **Execution:** Make the changes with the tools at hand (\`${EDIT_TOOL_NAME}\`, \`${WRITE_FILE_TOOL_NAME}\`, \`${SHELL_TOOL_NAME}\`), keeping to the Core Mandates. Make small, focused edits, and let the project's own tools (formatters, code generators, \`--fix\` modes of linters) do mechanical work. Before editing a file you have not read in this session, or one that may have changed, read the part you are editing so that your replacement matches the current text exactly. Keep unrelated clean-ups out of the change; mention them instead.
4. **Validation:** Run the project's tests for the code you changed; find the command in the README, the package or build configuration or the CI setup rather than assuming one. Prefer single-run modes over watch modes, and start with the narrowest set of tests that covers the change before running the wider suite. Then run the build, type checker and linter the project uses so the change meets its standards. A bug fix is verified when a test that failed before the fix passes after it.${standards}
5. **Iteration:** When a check fails, read the failure, fix the cause and run the check again. Do not declare success on a failing or skipped check, and do not weaken a test to make it pass.
6. **Completion:** When the checks pass, the task is done. Keep the files you created, tests included, and give a short summary of what changed and anything the user should know.

**Questions about code:** When the user asks how something works rather than for a change, research in the same way but do not edit files. Answer with the relevant file paths and symbols, the flow of control or data in a few steps, and the caveats you found; quote only the lines that carry the point.${transition}`;
}

const TECHNOLOGY_DEFAULTS = `**Technology defaults** (when the user has no preference):
- **Web front ends:** React with TypeScript, built with Vite; plain CSS or a small component library, with a clean, responsive layout.
- **APIs and back ends:** Node.js with Express, or Python with FastAPI; SQLite for local persistence until a real database is needed.
- **Full-stack applications:** a React front end with a Node.js or FastAPI back end in one repository, with a single command to start both.
- **Command-line tools:** Python with argparse or Typer, or Go with the standard library, packaged so that one command installs them.
- **Mobile applications:** a cross-platform framework such as Flutter or React Native, shared across platforms.
- **Games:** HTML canvas with TypeScript for 2D, Three.js for 3D; keep assets procedural or simple so the game runs immediately.`;

function newApplications(options: CurrentPrimaryWorkflowsOptions): string {
  const intro =
    '**Goal:** Build a complete, working and visually polished prototype, using every tool you have. Favour a small feature set that works fully over a long list of half-finished features, and give visual work a consistent layout, spacing, typography and colour scheme so that it looks deliberate.';
  const build = `**Build:** Scaffold with the ecosystem's standard tools (for example \`npm create vite@latest\` or \`cargo new\`, run non-interactively through \`${SHELL_TOOL_NAME}\`), then implement every planned feature. Create simple placeholder assets where real ones are missing, so that the result works end to end.`;
  const verify =
    '**Verify:** Check the result against the request: fix bugs, tidy the interface, and confirm that the application builds and starts without errors. Exercise the main user journey yourself, through its tests or by running it, rather than assuming it works.';
  const defaults = 'Unless the user says otherwise, use the technology defaults below.';
  let steps: string[];
  if (options.approvedPlan) {
    steps = [
      `**Follow the Plan:** The approved plan at \`${options.approvedPlan.path}\` defines the application, its stack and its features. Implement it in the order it gives.`,
      build,
      verify,
    ];
  } else if (options.enableEnterPlanModeTool) {
    steps = [
      `**Mandatory Planning:** A new application is a large change: enter planning with \`${ENTER_PLAN_MODE_TOOL_NAME}\`, settle the features, the stack and the design, and get the plan approved before writing code. ${defaults}`,
      build,
      verify,
    ];
  } else if (options.interactive) {
    steps = [
      '**Understand Requirements:** Identify the core features, the platform (web, mobile, desktop, CLI, library), the intended users, the look and feel and any explicit constraints. Ask targeted questions about anything essential that is missing, but do not interrogate the user about details you can reasonably decide.',
      `**Propose a Plan:** Summarise the application's purpose, stack, main features and visual approach in a few lines. ${defaults}`,
      "**Get Approval:** Present the plan and wait for the user's agreement before building.",
      build,
      verify,
      '**Hand Over:** Tell the user how to start the application, what works, what is still a placeholder, and ask for their feedback on what to improve next.',
    ];
  } else {
    steps = [
      `**Decide the Plan:** From the request, settle the core features, the platform and a simple, coherent design. ${defaults}`,
      build,
      verify,
    ];
  }
  return `## New Applications\n\n${intro}\n\n${steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}\n\n${TECHNOLOGY_DEFAULTS}`;
}

/**
 * Modern `# Primary Workflows`: `## Development Lifecycle` (research step by codebase
 * investigator × grep/glob × enter_plan_mode; strategy step by approved plan × task tracker ×
 * write_todos × interactive) and `## New Applications` (approved plan / mandatory planning /
 * interactive / non-interactive).
 */
export function renderModernPrimaryWorkflows(options?: CurrentPrimaryWorkflowsOptions): string {
  if (!options) return '';
  return `# Primary Workflows\n\n${lifecycle(options)}\n\n${newApplications(options)}`;
}
