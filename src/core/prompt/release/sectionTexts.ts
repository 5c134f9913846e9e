/**
 * Each section's text from the release's own per-section renderers, in the order the release's
 * `getCoreSystemPrompt` (snippets.js / snippets.legacy.js) joins them, so the meter's rows are
 * the release's text and add up to its total.
 */
import type { CurrentSystemPromptOptions } from '../current/options';
import type { Piece } from '../promptPipeline';
import type { PromptFamily } from '../types';
import type { ReleaseSnippets } from './port';

type Renderer = (options: unknown) => string;

/** The release's renderer `name`, or an error naming what the bundle lacks. */
export function snippetRenderer(snippets: ReleaseSnippets, name: string): Renderer {
  const renderer = snippets[name];
  if (typeof renderer !== 'function') {
    throw new TypeError(`the release's prompt code has no ${name}`);
  }
  return renderer as Renderer;
}

/**
 * The pieces of the base prompt, in order: each section's own renderer on the option the
 * release's `getCoreSystemPrompt` passes it (the planning workflow takes the primary
 * workflows' slot in plan mode; the task tracker follows the workflow; the legacy family ends
 * with the final reminder).
 */
export function releaseSectionPieces(
  snippets: ReleaseSnippets,
  options: CurrentSystemPromptOptions,
  family: PromptFamily,
): Piece[] {
  const render = (name: string, option: unknown): string => snippetRenderer(snippets, name)(option);
  const planning = options.planningWorkflow;
  const pieces: Piece[] = [
    { key: 'PREAMBLE', text: render('renderPreamble', options.preamble) },
    { key: 'COREMANDATES', text: render('renderCoreMandates', options.coreMandates) },
    { key: 'AGENTCONTEXTS', text: render('renderSubAgents', options.subAgents) },
    { key: 'AGENTSKILLS', text: render('renderAgentSkills', options.agentSkills) },
    { key: 'HOOKCONTEXT', text: render('renderHookContext', options.hookContext) },
    planning
      ? { key: 'PLANNINGWORKFLOW', text: render('renderPlanningWorkflow', planning) }
      : {
          key: 'PRIMARYWORKFLOWS',
          text: render('renderPrimaryWorkflows', options.primaryWorkflows),
        },
    {
      key: 'TASKTRACKER',
      text: options.taskTracker ? render('renderTaskTracker', options.taskTracker) : '',
    },
    {
      key: 'OPERATIONALGUIDELINES',
      text: render('renderOperationalGuidelines', options.operationalGuidelines),
    },
    {
      key: 'INTERACTIVEYOLOMODE',
      text: render('renderInteractiveYoloMode', options.interactiveYoloMode),
    },
    { key: 'SANDBOX', text: render('renderSandbox', options.sandbox) },
    { key: 'GIT', text: render('renderGitRepo', options.gitRepo) },
  ];
  if (family === 'legacy') {
    pieces.push({
      key: 'FINALREMINDER',
      text: render('renderFinalReminder', options.finalReminder),
    });
  }
  return pieces;
}
