/**
 * The one plain, serialisable configuration object the app's store holds. Prompt text,
 * token counts and warnings are always derived from it, never stored in it. It never holds
 * secrets: the Gemini API key lives outside it.
 */
import type { PromptInput } from '../prompt/types';
import type { AsimiInput } from '../targets/asimi/types';

/** The agent whose prompt the playground shows. */
export type PlaygroundTarget = 'gemini' | 'asimi' | 'providers';

/** Every {@link PlaygroundTarget}, in picker order. */
export const PLAYGROUND_TARGETS: readonly PlaygroundTarget[] = ['gemini', 'asimi', 'providers'];

/**
 * The Gemini CLI settings: {@link PromptInput} without `files` (they live in
 * `workspace.files`), with JSON-safe `env` (a toggle writes `'0'`; re-enabling deletes the
 * key) and a always-present `userMemory`.
 */
export type PlaygroundGeminiSettings = Omit<PromptInput, 'files' | 'env' | 'userMemory'> & {
  env: Record<string, string>;
  userMemory: string;
};

/** The Asimi CLI settings: {@link AsimiInput} without `files`, with JSON-safe `env`. */
export type PlaygroundAsimiSettings = Omit<AsimiInput, 'files' | 'env'> & {
  env: Record<string, string>;
};

/** The multi-provider view's settings. */
export interface PlaygroundProviderSettings {
  selected: 'claude' | 'gemini' | 'openai';
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
  /** BCP 47 locale used to format the date, e.g. `en-US`. */
  locale: string;
  /** The project temporary directory the message names. */
  tempDir: string;
  /** Workspace directories (absolute); the first is the working directory. */
  workspaceDirs: string[];
  /** `config.getEnvironmentMemory()`: only sent when `jitContext` is on. */
  environmentMemory: string;
  /** `experimental.jitContext`: memory moves from the system prompt to this message. */
  jitContext: boolean;
}

/** Which tokenizer estimates counts. */
export interface PlaygroundTokens {
  encoding: 'o200k_base' | 'cl100k_base';
}

/** The compression simulator's settings. */
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
  scale: 'chars' | 'tokens';
}

/** Per-turn context settings (the text of the user's turn). */
export interface PlaygroundContext {
  turnText: string;
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
}
