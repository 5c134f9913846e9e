/** Messages between the compression worker and the UI (structured-clone friendly). */
import type {
  CliVersion,
  CompressionDecision,
  CompressionStage,
  CompressionStatusCode,
  CompressionStatusName,
  Content,
  EnvironmentInput,
  HistoryJsonError,
  MaskingSkipReason,
  SummarizerSource,
  SummaryRequest,
  TriggerDecision,
  CurrentCompressionOptions,
} from '../../core';
import type { TimelineColumns } from './timelineColumns';

/** The timeline's rows (see `timelineColumns.ts`, which reads and writes their columns). */
export type { MessageKind, TimelineColumns, TimelineRow } from './timelineColumns';

/** Where the history comes from: JSON text (sample, paste, file) or the generator. */
export type HistorySource =
  { kind: 'text'; text: string } | { kind: 'synthetic'; turns: number; seed: number };

/** The simulator's inputs besides the history. */
export interface PlanSettings {
  model: string;
  previewFeatures: boolean;
  threshold: number;
  preserveFraction: number;
  force: boolean;
  hasFailedCompressionAttempt: boolean;
  lastPromptTokenCount: number | null;
  projectTempDir: string;
  /** The current CLI's compression (v0.61); null for 2026-02. */
  current: CurrentCompressionOptions | null;
}

/** The current CLI's masking step, summarised for display. */
export interface MaskingView {
  masked: number;
  protectedTokens: number;
  prunableTokens: number;
  tokensSaved: number;
  skipped: MaskingSkipReason | null;
  /** The folder of the first masked output's file (null when nothing was masked). */
  folder: string | null;
}

/** The history's text in blocks, to count in the meter's vocabulary (see `vocabularyBlocks`). */
export interface VocabularyBlocks {
  summarised: string[];
  kept: string[];
}

/**
 * {@link VocabularyBlocks} as the worker sends them: a number `n >= 0` is the index of the same
 * text among plan `base`'s blocks (summarised, then kept), `-1 - i` the `i`-th text sent ahead
 * of the reply (a `blocks` reply); `base` 0 means no block is one of an earlier plan's.
 */
export interface VocabularyBlocksDelta {
  base: number;
  summarised: (string | number)[];
  kept: (string | number)[];
}

/** New texts of a plan sent ahead of its reply: `first` is the index of the first of `texts`. */
export interface TextsAhead {
  first: number;
  texts: string[];
}

/** The plan as the UI shows it: compact, without the (possibly huge) history itself. */
export interface PlanView {
  inputCount: number;
  inputChars: number;
  dropped: number[];
  rows: TimelineColumns;
  vocabularyBlocks: VocabularyBlocks;
  split: { index: number; fraction: number; targetChars: number; totalChars: number };
  trigger: TriggerDecision;
  /** How many tool outputs were truncated (the list itself stays in the worker). */
  truncatedCount: number;
  countedTokens: number;
  resolvedModel: string;
  compressionModelAlias: string;
  compressionModel: string;
  summarizerSource: SummarizerSource;
  originalSliceTokens: number;
  hasPreviousSnapshot: boolean;
  /** The rule that decides the outcome (and the status and counts when it stops early). */
  decision: CompressionDecision;
  /** Current CLI: truncated outputs whose cut left half of a character pair at an edge. */
  splitCharacterOutputs: number;
  /** Which CLI's compression the plan follows. */
  cliVersion: CliVersion;
  /** Current CLI: the character cut of over-budget outputs (null: 30-line form). */
  maxChars: number | null;
  /** Current CLI: the masking step; null for 2026-02. */
  masking: MaskingView | null;
  request: { systemInstruction: string; messages: number; anchor: string; sliceChars: number };
  timings: { parseMs: number; planMs: number; rowsMs: number };
}

/** One message before and after truncation, as pretty JSON (long texts cut for display). */
export interface MessageDetail {
  index: number;
  before: string;
  after: string;
  savedPath: string | null;
}

/** The outcome of a run, for display and export. */
export interface RunView {
  status: CompressionStatusCode;
  statusName: CompressionStatusName;
  applied: boolean;
  setsFailedAttemptFlag: boolean;
  tokens: { before: number; after: number; mediaPresent: boolean };
  summary: string | null;
  verification: string | null;
  finalSummary: string | null;
  newHistory: Content[] | null;
  keptCount: number;
}

/** A plan as the worker sends it: the vocabulary blocks as a delta (`vocabularyDelta.ts`). */
export type PlannedView = Omit<PlanView, 'vocabularyBlocks'> & {
  vocabularyBlocks: VocabularyBlocksDelta;
};

export type WorkerRequest =
  | {
      type: 'plan';
      id: number;
      source: HistorySource;
      settings: PlanSettings;
      /** The newest plan whose vocabulary blocks the page holds (0: none). */
      vocabularyBase: number;
    }
  | { type: 'detail'; id: number; index: number }
  | { type: 'history-text'; id: number }
  | { type: 'request-json'; id: number }
  | {
      type: 'run';
      id: number;
      settings: PlanSettings;
      environment: EnvironmentInput;
      summariser: 'offline' | 'remote';
    }
  | { type: 'summary-result'; id: number; text: string }
  | { type: 'summary-error'; id: number; message: string }
  | { type: 'cancel'; id: number }
  /** Asks whether the worker is alive; answered between tasks (see `client.ts`). */
  | { type: 'ping'; id: 0 };

export type WorkerReply =
  | { type: 'progress'; id: number; step: 'parsing' | 'planning' | 'measuring' }
  /** New vocabulary texts of plan `id`, sent ahead of its `planned` reply (vocabularyDelta.ts). */
  | { type: 'blocks'; id: number; ahead: TextsAhead }
  | { type: 'planned'; id: number; view: PlannedView }
  | { type: 'invalid'; id: number; error: HistoryJsonError }
  | { type: 'detail'; id: number; detail: MessageDetail }
  | { type: 'text'; id: number; text: string }
  | { type: 'stage'; id: number; stage: CompressionStage }
  | { type: 'summarise'; id: number; request: SummaryRequest }
  | { type: 'ran'; id: number; result: RunView }
  | { type: 'failed'; id: number; message: string }
  | { type: 'pong'; id: 0 };

export { rowAt, toColumns } from './timelineColumns';
/** A plan request (the client sends the newest one again to a restarted worker). */
export type PlanRequest = Extract<WorkerRequest, { type: 'plan' }>;
