/**
 * What `npm run render` renders: no file (the app's default configuration), the app's own
 * downloaded configuration file (`*.promptscope.json`, read as the page opens it), or a
 * partial `PromptInput` (renderConfig.ts). Anything in a file that the render does not use,
 * or that had to be reset, becomes a notice for stderr.
 */
import {
  activeImportedPrompt,
  CONFIG_FILE_KIND,
  createDefaultPlaygroundState,
  environmentMessageText,
  getInitialChatHistory,
  readConfigFile,
  renderSystemPrompt,
  toEnvironmentInput,
  toPromptInput,
  type Content,
  type PlaygroundState,
  type PromptInput,
  type RenderedPrompt,
} from '../core/index';
import { parseRenderConfig } from './renderConfig';

/** A configuration ready to render, and what was ignored or reset while reading it. */
export interface RenderSource {
  /** The system prompt, rendered as the app renders this configuration. */
  render(): RenderedPrompt;
  /** The first message's history (the environment-context message). */
  history(): Content[];
  /** The first message's text. */
  firstMessage(): string;
  notices: string[];
}

/** The wrapper fields `buildConfigFile` writes. */
const FILE_FIELDS = ['kind', 'version', 'state'];

/** The system prompt of a whole playground state, rendered exactly as the page renders it. */
export function renderState(state: PlaygroundState): RenderedPrompt {
  return activeImportedPrompt(state) ?? renderSystemPrompt(toPromptInput(state));
}

/** A whole playground state, rendered exactly as the page renders it. */
function fromState(state: PlaygroundState, notices: string[]): RenderSource {
  return {
    render: () => renderState(state),
    history: () => getInitialChatHistory(toEnvironmentInput(state)),
    firstMessage: () => environmentMessageText(state),
    notices,
  };
}

export function isAppFile(raw: unknown): raw is Record<string, unknown> {
  return (
    typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === CONFIG_FILE_KIND
  );
}

/** A configuration file's state, and what was ignored or reset while reading it. */
export interface AppConfig {
  state: PlaygroundState;
  notices: string[];
}

/**
 * The app's configuration file (`raw` is `text` parsed): read by core's `readConfigFile`, as
 * the page opens it. Throws with the reader's message when the file cannot be restored.
 */
export function readAppConfig(text: string, raw: Record<string, unknown>): AppConfig {
  const read = readConfigFile(text);
  if (read.error !== null) throw new Error(read.error);
  const notices = Object.keys(raw)
    .filter((field) => !FILE_FIELDS.includes(field))
    .map((field) => `"${field}" is not part of a Promptscope configuration file; it was ignored`);
  for (const { path, problem, action } of read.repairs) {
    notices.push(`${path}: ${problem} (${action})`);
  }
  return { state: read.state, notices };
}

function fromAppFile(text: string, raw: Record<string, unknown>): RenderSource {
  const { state, notices } = readAppConfig(text, raw);
  return fromState(state, notices);
}

/** The prompt input fields a partial config may set (checked complete by the compiler). */
const PROMPT_FIELDS: Record<keyof PromptInput, true> = {
  cliVersion: true,
  hasPreviewAccess: true,
  gemini31Launched: true,
  gemini35FlashGA: true,
  subAgents: true,
  mcpTools: true,
  taskTracker: true,
  topicUpdateNarration: true,
  activeTopic: true,
  toolSandboxing: true,
  interactiveShell: true,
  contextFilenames: true,
  approvedPlanPath: true,
  globalMemoryPath: true,
  userProjectMemoryPath: true,
  interactive: true,
  approvalMode: true,
  model: true,
  previewFeatures: true,
  tools: true,
  skills: true,
  agentDirectoryContext: true,
  env: true,
  isGitRepository: true,
  platform: true,
  enableShellOutputEfficiency: true,
  plansDir: true,
  userMemory: true,
  cwd: true,
  homeDir: true,
  files: true,
};

/** A partial `PromptInput` (and `environment`) over the command's defaults. */
function fromPartialInput(text: string, raw: unknown): RenderSource {
  const { prompt, environment } = parseRenderConfig(text);
  const fields = typeof raw === 'object' && raw !== null ? Object.keys(raw) : [];
  const notices = fields
    .filter((field) => field !== 'environment' && !Object.hasOwn(PROMPT_FIELDS, field))
    .map((field) => `"${field}" is not a setting the render reads; it was ignored`);
  const history = () => getInitialChatHistory(environment);
  return {
    render: () => renderSystemPrompt(prompt),
    history,
    firstMessage: () =>
      history()[0]
        ?.parts?.map((part) => part.text ?? '')
        .join('') ?? '',
    notices,
  };
}

/**
 * The configuration in `text` (a file's content), or the app's default configuration
 * (`createDefaultPlaygroundState`) when there is no file. Throws on malformed input.
 */
export function readRenderSource(text: string | null): RenderSource {
  if (text === null) return fromState(createDefaultPlaygroundState(), []);
  const raw: unknown = JSON.parse(text);
  return isAppFile(raw) ? fromAppFile(text, raw) : fromPartialInput(text, raw);
}
