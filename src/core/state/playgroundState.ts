/**
 * The one plain, serialisable configuration object the app's store holds. Prompt text,
 * token counts and warnings are always derived from it, never stored in it. It never holds
 * secrets: the Gemini API key lives outside it.
 */
import type { PromptInput } from '../prompt/types';
import type { TokenEncoding } from '../tokens/encodings';
import type { PlaygroundCurrentSettings } from './cliVersion';
import type { AsimiInput } from '../targets/asimi/types';
import type {
  ProviderCapabilities,
  ProviderId,
  ProviderPermissionMode,
} from '../targets/providers/types';
import type { PlaygroundSession } from './sessionState';

/** The agents whose prompt the playground shows, in picker order. */
export const PLAYGROUND_TARGETS = ['gemini', 'asimi', 'providers'] as const;

/** One of {@link PLAYGROUND_TARGETS}. */
export type PlaygroundTarget = (typeof PLAYGROUND_TARGETS)[number];

/**
 * The Gemini CLI settings: {@link PromptInput} without `files` (they live in
 * `workspace.files`), with JSON-safe `env` (a toggle writes `'0'`; re-enabling deletes the
 * key), an always-present `userMemory`, and the version with the current CLI's settings in
 * editable form (`''` for an absent path or topic; see `toPromptInput`).
 */
export type PlaygroundGeminiSettings = Omit<
  PromptInput,
  'files' | 'env' | 'userMemory' | keyof PlaygroundCurrentSettings | 'taskTracker'
> &
  PlaygroundCurrentSettings & {
    env: Record<string, string>;
    userMemory: string;
    /** Where the prompt's memory comes from: `userMemory` as typed, or the GEMINI.md files. */
    memorySource: PlaygroundMemorySource;
  };

/** `manual`: the typed `userMemory`; `discovered`: GEMINI.md discovery over the workspace. */
export const PLAYGROUND_MEMORY_SOURCES = ['manual', 'discovered'] as const;

/** One of {@link PLAYGROUND_MEMORY_SOURCES}. */
export type PlaygroundMemorySource = (typeof PLAYGROUND_MEMORY_SOURCES)[number];

/** The Asimi CLI settings: {@link AsimiInput} without `files`, with JSON-safe `env`. */
export type PlaygroundAsimiSettings = Omit<AsimiInput, 'files' | 'env'> & {
  env: Record<string, string>;
};

/** One tool of the multi-provider catalogue, with its `input_schema` kept as JSON text. */
export interface PlaygroundProviderTool {
  name: string;
  description: string;
  /** The tool's `input_schema` as typed (JSON text), so an invalid edit is never lost. */
  inputSchema: string;
}

/** OpenAI Chat Completions (`messages`) or the Responses API (`instructions`). */
export const PLAYGROUND_OPENAI_APIS = ['chat', 'responses'] as const;

/** One of {@link PLAYGROUND_OPENAI_APIS}. */
export type PlaygroundOpenAiApi = (typeof PLAYGROUND_OPENAI_APIS)[number];

/** The multi-provider shim's settings (src/core/targets/providers): {@link ProviderInput} in editable form. */
export interface PlaygroundProviderSettings {
  /** The provider whose output is shown. */
  selected: ProviderId;
  /** Absolute working directory (project instructions are read here). */
  cwd: string;
  permissionMode: ProviderPermissionMode;
  capabilities: ProviderCapabilities;
  /** The full tool catalogue; capabilities decide which tools are advertised. */
  tools: PlaygroundProviderTool[];
  /** OpenAI Chat Completions (`messages`) or the Responses API (`instructions`). */
  openaiApi: PlaygroundOpenAiApi;
  /** Model id per provider. */
  models: Record<ProviderId, string>;
  /** The first user message placed in each request body. */
  userMessage: string;
}

/** The virtual file system shared by every target (system.md, GEMINI.md, AGENTS.md, ...). */
export interface PlaygroundWorkspace {
  /** Id of the sample workspace the files started from. */
  sampleId: string;
  /** Absolute POSIX path → UTF-8 content. */
  files: Record<string, string>;
}

/** Inputs of the first user message (environment context) beyond the prompt's own. */
export interface PlaygroundEnvironment {
  /** The session date as `YYYY-MM-DD`; the message formats it in `locale`. */
  date: string;
  /** BCP 47 locale used to format the date, e.g. `en-US` (`''` = the runtime default). */
  locale: string;
  /** The project temporary directory the message names. */
  tempDir: string;
  /** Workspace directories (absolute); the first is the working directory. */
  workspaceDirs: string[];
  /** `config.getEnvironmentMemory()`: only sent when `jitContext` is on. */
  environmentMemory: string;
  /** `experimental.jitContext`: memory moves from the system prompt to this message. */
  jitContext: boolean;
  /** `context.includeDirectoryTree` (current CLI): off drops the workspace list and trees. */
  includeDirectoryTree: boolean;
}

/** Which vocabulary counts tokens (see {@link TokenEncoding}). */
export interface PlaygroundTokens {
  encoding: TokenEncoding;
}

/** The compression simulator's settings. */
/** What the history view's bars measure: characters (the split's unit) or tokens. */
export const PLAYGROUND_HISTORY_SCALES = ['chars', 'tokens'] as const;

/** One of {@link PLAYGROUND_HISTORY_SCALES}. */
export type PlaygroundHistoryScale = (typeof PLAYGROUND_HISTORY_SCALES)[number];

export interface PlaygroundCompression {
  /** Id of the sample history. */
  sampleId: string;
  /** Pasted history JSON text; `null` uses the sample. */
  customHistory: string | null;
  /** Trigger fraction of the token limit, in (0, 1]. */
  threshold: number;
  /** Fraction of the history kept verbatim, in (0, 1); the split fraction is 1 − this. */
  preserveFraction: number;
  /** Compress even below the threshold, as `/compress` does. */
  force: boolean;
  model: string;
  /** The API-reported prompt token count of the last turn; `null` estimates it. */
  lastPromptTokenCount: number | null;
  /** Whether the history view measures characters (the split's unit) or tokens. */
  scale: PlaygroundHistoryScale;
}

/** The editor state an IDE companion reports, flat so it restores field by field. */
export interface PlaygroundIdeState {
  /** Absolute path of the active file (`''`: no active file). */
  activeFile: string;
  /** 1-based cursor line and character in the active file. */
  cursorLine: number;
  cursorCharacter: number;
  selectedText: string;
  /** Other open files, most recent first. */
  openFiles: string[];
}

/** The `additionalContext` one hook returns. */
export interface PlaygroundHookOutput {
  hookName: string;
  additionalContext: string;
  enabled: boolean;
}

/** A skill the model activates this turn, with the body of its skill file. */
export interface PlaygroundSkillActivation {
  name: string;
  instructions: string;
}

/** The history before the turn: none, or the compression simulator's history. */
export const PLAYGROUND_TURN_HISTORIES = ['none', 'compression'] as const;

/** One of {@link PLAYGROUND_TURN_HISTORIES}. */
export type PlaygroundTurnHistory = (typeof PLAYGROUND_TURN_HISTORIES)[number];

/** Per-turn context settings: the turn text and every injection around it. */
export interface PlaygroundContext {
  turnText: string;
  /** An IDE companion is connected (its editor state is injected). */
  ideEnabled: boolean;
  ide: PlaygroundIdeState;
  /** The editor state sent with the previous turn (compared from turn 2 on). */
  idePrevious: PlaygroundIdeState;
  /** The turn of the IDE stepper: 1 gets the full snapshot, later turns only the delta. */
  ideTurn: number;
  /** The last model message holds a function call, so no IDE context is sent. */
  toolCallPending: boolean;
  beforeAgentHooks: PlaygroundHookOutput[];
  afterToolHooks: PlaygroundHookOutput[];
  skillActivations: PlaygroundSkillActivation[];
  /** The history before this turn: none, or the compression simulator's history. */
  history: PlaygroundTurnHistory;
  /** The PromptInput marked as the session start, as JSON (`null`: not marked). */
  sessionStart: string | null;
}

/** A system prompt the user imported (e.g. the file GEMINI_WRITE_SYSTEM_MD writes). */
export interface PlaygroundImportedPrompt {
  /** The imported text exactly as read; `''` when nothing is imported. */
  text: string;
  /** The file's name, or `pasted text`. */
  fileName: string;
  /** The preview, meter and exports show the imported text instead of the modeled prompt. */
  active: boolean;
  /** Ids of the spans switched off (`splitSystemPrompt` span ids). */
  disabledSpans: string[];
}

/** The whole playground configuration. */
export interface PlaygroundState {
  target: PlaygroundTarget;
  gemini: PlaygroundGeminiSettings;
  asimi: PlaygroundAsimiSettings;
  providers: PlaygroundProviderSettings;
  workspace: PlaygroundWorkspace;
  environment: PlaygroundEnvironment;
  tokens: PlaygroundTokens;
  compression: PlaygroundCompression;
  context: PlaygroundContext;
  /** Absent in data saved before imports existed; restoring fills in the empty default. */
  importedPrompt?: PlaygroundImportedPrompt;
  /** The session view's settings (older data restores with the defaults). */
  session: PlaygroundSession;
}
