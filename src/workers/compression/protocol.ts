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
  TruncatedToolOutput,
  CurrentCompressionOptions,
} from '../../core';

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

/** What a message holds, for the timeline's marks. */
export type MessageKind = 'text' | 'call' | 'response' | 'mixed' | 'other';

/** One bar of the timeline (a curated, truncated message). */
export interface TimelineRow {
  role: string;
  kind: MessageKind;
  /** Tool names or the first words of the text. */
  label: string;
  /** `JSON.stringify(content).length` after truncation: the split's unit. */
  chars: number;
  /** Characters before truncation (equal to `chars` for untouched messages). */
  originalChars: number;
  /** Estimated tokens after truncation. */
  tokens: number;
  /** Estimated tokens before truncation. */
  originalTokens: number;
  validSplit: boolean;
  truncated: boolean;
}

/** The plan as the UI shows it: compact, without the (possibly huge) history itself. */
export interface PlanView {
  inputCount: number;
  inputChars: number;
  dropped: number[];
  rows: TimelineRow[];
  /** The history's text in blocks, to count in the meter's vocabulary (see `vocabularyBlocks`). */
  vocabularyBlocks: { summarised: string[]; kept: string[] };
  split: { index: number; fraction: number; targetChars: number; totalChars: number };
  trigger: TriggerDecision;
  truncated: TruncatedToolOutput[];
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

export type WorkerRequest =
  | { type: 'plan'; id: number; source: HistorySource; settings: PlanSettings }
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
  | { type: 'planned'; id: number; view: PlanView }
  | { type: 'invalid'; id: number; error: HistoryJsonError }
  | { type: 'detail'; id: number; detail: MessageDetail }
  | { type: 'text'; id: number; text: string }
  | { type: 'stage'; id: number; stage: CompressionStage }
  | { type: 'summarise'; id: number; request: SummaryRequest }
  | { type: 'ran'; id: number; result: RunView }
  | { type: 'failed'; id: number; message: string }
  | { type: 'pong'; id: 0 };

/** A plan request (the client sends the newest one again to a restarted worker). */
export type PlanRequest = Extract<WorkerRequest, { type: 'plan' }>;
