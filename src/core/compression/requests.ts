import type { Content } from '../content';
import { getCompressionPrompt } from '../prompt';
import { compressionAnchor, VERIFY_SNAPSHOT_PROMPT } from './messages';

/** One call the compression service makes to the summarising model. */
export interface SummaryRequest {
  /** `summary` is the first call; `verify` the re-check (prompt id `<id>-verify`). */
  kind: 'summary' | 'verify';
  /** The concrete model the compression alias maps to. */
  model: string;
  /** The model-config alias the CLI asks for, e.g. `chat-compression-2.5-pro`. */
  modelAlias: string;
  /** `getCompressionPrompt()`. */
  systemInstruction: string;
  contents: Content[];
}

/** The model the CLI's compression aliases resolve to: the same model, or gemini-2.5-pro. */
export function compressionModelForAlias(resolvedModel: string, alias: string): string {
  return alias === 'chat-compression-default' ? 'gemini-2.5-pro' : resolvedModel;
}

/** The first summariser request: the history slice followed by the anchor user message. */
export function buildSummaryRequest(
  historyForSummarizer: readonly Content[],
  hasPreviousSnapshot: boolean,
  model: { model: string; modelAlias: string },
  systemInstruction: string = getCompressionPrompt(),
): SummaryRequest {
  return {
    kind: 'summary',
    ...model,
    systemInstruction,
    contents: [
      ...historyForSummarizer,
      { role: 'user', parts: [{ text: compressionAnchor(hasPreviousSnapshot) }] },
    ],
  };
}

/** The verification request: the same slice, the first summary as a model turn, the re-check. */
export function buildVerificationRequest(
  summaryRequest: SummaryRequest,
  historyForSummarizer: readonly Content[],
  summary: string,
): SummaryRequest {
  return {
    ...summaryRequest,
    kind: 'verify',
    contents: [
      ...historyForSummarizer,
      { role: 'model', parts: [{ text: summary }] },
      { role: 'user', parts: [{ text: VERIFY_SNAPSHOT_PROMPT }] },
    ],
  };
}
