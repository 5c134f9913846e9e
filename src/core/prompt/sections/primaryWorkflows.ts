import type { PrimaryWorkflowsOptions } from '../options';
import {
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  EDIT_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  SHELL_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../../toolNames';

function understandStep(enableCodebaseInvestigator: boolean): string {
  return enableCodebaseInvestigator
    ? `1. **Understand & Strategize:** Work out what the request needs and which parts of the codebase it touches. For broad work such as a refactor or a change across many modules, hand the investigation to \`${CODEBASE_INVESTIGATOR_AGENT_NAME}\` first; its report is the basis for your plan. For narrow lookups (one function, one file) call \`${GREP_TOOL_NAME}\` or \`${GLOB_TOOL_NAME}\` yourself.`
    : `1. **Understand:** Work out what the request needs and the code around it. Make wide use of \`${GREP_TOOL_NAME}\` and \`${GLOB_TOOL_NAME}\`, in parallel when the searches are independent, to learn the file layout, conventions and patterns. Read files with \`${READ_FILE_TOOL_NAME}\` to confirm your assumptions, issuing several reads at once when you need several files.`;
}

function planStep(options: PrimaryWorkflowsOptions): string {
  const basis = options.enableCodebaseInvestigator
    ? "Build a coherent plan grounded in the investigator's findings and your own reading."
    : 'Build a coherent plan grounded in what you learned in step 1.';
  const todos = options.enableWriteTodosTool
    ? ` For complex work, split it into small subtasks and keep track of them with \`${WRITE_TODOS_TOOL_NAME}\`.`
    : '';
  return `2. **Plan:** ${basis} If the user only implies a change without asking for it, ask before modifying any file.${todos} Share a short, clear plan when that helps the user follow along. Favour an iterative loop in which unit tests verify each step; add tests where that makes sense, and use output or debug statements when they help you reach a working solution.`;
}

function newApplicationSteps(interactive: boolean): string[] {
  const understand =
    '**Understand Requirements:** Work out the core features, the expected look and feel, the platform (web, mobile, desktop, CLI, library) and any explicit constraints.';
  const plan =
    '**Propose Plan:** Put together a short, high-level summary of the application: its purpose, the technologies you will use, the main features and how users will interact with it. For visual work, describe the design approach so the result looks polished. Unless told otherwise, prefer React with Bootstrap for websites, Node.js with Express or Python with FastAPI for APIs, and well-established, well-documented frameworks in general.';
  const implement = `**Implementation:** Build every feature from the plan with the tools available (for example \`${SHELL_TOOL_NAME}\` for scaffolding commands such as \`npm init\` or \`npx create-react-app\`). Create or source placeholder assets where real ones are missing so the result is usable.`;
  const verify =
    '**Verify:** Check the result against the request and the plan. Fix bugs and deviations, make sure the style and interactions are of good quality, and confirm the application builds and runs without errors.';
  const steps = interactive
    ? [
        understand,
        plan,
        "**User Approval:** Present the plan and get the user's approval before building.",
        implement,
        verify,
        '**Solicit Feedback:** If it applies, tell the user how to start the application and ask for their feedback.',
      ]
    : [understand, plan, implement, verify];
  return steps.map((step, index) => `${index + 1}. ${step}`);
}

/**
 * `# Primary Workflows` with `## Software Engineering Tasks` (step 1 and the four step-2
 * variants follow the codebase-investigator × write_todos flags; `interactive` adds a step-5
 * suffix) and `## New Applications` (6 steps interactive, 4 otherwise).
 */
export function renderPrimaryWorkflows(options?: PrimaryWorkflowsOptions): string {
  if (!options) return '';
  const standardsSuffix = options.interactive
    ? ' If you are not sure which commands apply, ask the user whether they want you to run them and how.'
    : '';
  return `# Primary Workflows

## Software Engineering Tasks
For tasks such as fixing bugs, adding features, refactoring or explaining code, work through these steps:
${understandStep(options.enableCodebaseInvestigator)}
${planStep(options)}
3. **Implement:** Carry out the plan with the tools at hand (such as \`${EDIT_TOOL_NAME}\`, \`${WRITE_FILE_TOOL_NAME}\` and \`${SHELL_TOOL_NAME}\`), keeping to the Core Mandates. Before changing code by hand, consider whether an ecosystem tool can do it for you (\`eslint --fix\`, \`prettier --write\`, \`go fmt\`, \`cargo fmt\`).
4. **Verify (Tests):** Where possible, run the project's tests to confirm the change. Find the right command in the README, the build or package configuration (such as \`package.json\`) or the existing test setup; never assume a standard test command. Prefer non-interactive, run-once modes over watch modes.
5. **Verify (Standards):** After changing code, run the project's build, lint and type-check commands that you found (for example \`tsc\`, \`npm run lint\` or \`ruff check .\`) so the code stays correct and within the project's standards.${standardsSuffix}
6. **Finalize:** Once everything checks out, the task is done. Do not delete or revert what you created (tests in particular); wait for the user's next instruction.

## New Applications

**Goal:** Deliver a complete, working and visually appealing prototype on your own. Use every tool available to build it.

${newApplicationSteps(options.interactive).join('\n')}`;
}
