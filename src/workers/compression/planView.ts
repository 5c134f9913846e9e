/** Pure conversions from core's compression results to the compact views the UI shows. */
import {
  contentCharCount,
  estimateTokenCount,
  estimateTokenCountSync,
  partsCountText,
  type CompressionPlan,
  type CompressionSimulation,
  type Content,
  type Part,
} from '../../core';
import type {
  MessageDetail,
  MessageKind,
  PlanView,
  RunView,
  TimelineRow,
  VocabularyBlocks,
} from './protocol';
import { toColumns } from './timelineColumns';

const LABEL_CHARS = 90;

/** What a message holds: text, function calls, function responses, several, or other parts. */
export function messageKind(content: Content): MessageKind {
  const kinds = new Set<MessageKind>();
  for (const part of content.parts ?? []) {
    if (part?.functionCall) kinds.add('call');
    else if (part?.functionResponse) kinds.add('response');
    else if (typeof part?.text === 'string') kinds.add('text');
    else kinds.add('other');
  }
  if (kinds.size === 0) return 'other';
  if (kinds.has('call')) return kinds.has('response') ? 'mixed' : 'call';
  if (kinds.size > 1) return 'mixed';
  return [...kinds][0] as MessageKind;
}

/** A one-line description: the tools called or answered, else the first words of the text. */
export function messageLabel(content: Content): string {
  const parts = content.parts ?? [];
  const calls = parts.flatMap((p) => (p?.functionCall ? [`${p.functionCall.name ?? '?'}(…)`] : []));
  const answers = parts.flatMap((p) =>
    p?.functionResponse ? [`${p.functionResponse.name ?? '?'} → output`] : [],
  );
  if (calls.length + answers.length > 0) return [...calls, ...answers].join(', ');
  const text = parts
    .map((p) => (typeof p?.text === 'string' ? p.text : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return parts.length === 0 ? '(no parts)' : '(non-text parts)';
  return text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text;
}

const folderOf = (path: string | undefined): string | null =>
  path === undefined ? null : path.slice(0, path.lastIndexOf('/') + 1);

/** The timeline rows, reusing the plan's char counts and (for untruncated rows) token counts. */
export function timelineRows(plan: CompressionPlan): TimelineRow[] {
  const truncated = new Set(plan.truncation.truncated.map((t) => t.messageIndex));
  const valid = new Set(plan.split.validSplitPoints);
  // The same heuristic as the plan's per-message counts: 2026-02's, or the current CLI's
  // estimateTokenCountSync.
  const estimateRow = (parts: Part[]): number =>
    plan.cliVersion === '2026-02' ? estimateTokenCount(parts) : estimateTokenCountSync(parts);
  return plan.truncation.history.map((content, i) => {
    const originalTokens = plan.messageTokens[i] ?? 0;
    const isTruncated = truncated.has(i);
    return {
      role: content.role ?? '?',
      kind: messageKind(content),
      label: messageLabel(content),
      chars: plan.split.charCounts[i] ?? 0,
      originalChars: isTruncated
        ? contentCharCount(plan.curated[i] as Content)
        : (plan.split.charCounts[i] ?? 0),
      tokens: isTruncated ? estimateRow(content.parts ?? []) : originalTokens,
      originalTokens,
      validSplit: valid.has(i),
      truncated: isTruncated,
    };
  });
}

/** Messages per block of text counted in the meter's vocabulary. */
export const VOCABULARY_BLOCK_MESSAGES = 32;

/**
 * The history as the model gets it (curated, truncated), as texts to count in the meter's
 * vocabulary: each message's parts as text (`partsCountText`), a message per line group, in
 * blocks of {@link VOCABULARY_BLOCK_MESSAGES} messages aligned on the message index and cut
 * at the split. Moving the split changes one block on each side, so a re-plan re-counts
 * little; the blocks of each side add up to that side's figure.
 */
export function vocabularyBlocks(
  history: readonly Content[],
  splitIndex: number,
): VocabularyBlocks {
  const summarised: string[] = [];
  const kept: string[] = [];
  for (let start = 0; start < history.length; start += VOCABULARY_BLOCK_MESSAGES) {
    const end = Math.min(history.length, start + VOCABULARY_BLOCK_MESSAGES);
    const text = (from: number, to: number) =>
      history
        .slice(from, to)
        .map((content) => partsCountText(content.parts ?? []))
        .join('\n');
    if (end <= splitIndex) summarised.push(text(start, end));
    else if (start >= splitIndex) kept.push(text(start, end));
    else {
      summarised.push(text(start, splitIndex));
      kept.push(text(splitIndex, end));
    }
  }
  return { summarised, kept };
}

/** The compact plan for the UI; `timings` are filled in by the caller. */
export function toPlanView(
  plan: CompressionPlan,
  input: { count: number; chars: number },
  timings: PlanView['timings'],
): PlanView {
  const { summaryRequest: request } = plan;
  const anchor = request.contents[request.contents.length - 1]?.parts?.[0]?.text ?? '';
  return {
    inputCount: input.count,
    inputChars: input.chars,
    dropped: plan.dropped,
    rows: toColumns(timelineRows(plan)),
    vocabularyBlocks: vocabularyBlocks(plan.truncation.history, plan.split.index),
    split: {
      index: plan.split.index,
      fraction: plan.split.fraction,
      targetChars: plan.split.targetChars,
      totalChars: plan.split.totalChars,
    },
    trigger: plan.trigger,
    truncatedCount: plan.truncation.truncated.length,
    countedTokens: plan.truncation.countedTokens,
    resolvedModel: plan.resolvedModel,
    compressionModelAlias: plan.compressionModelAlias,
    compressionModel: plan.compressionModel,
    summarizerSource: plan.summarizerSource,
    originalSliceTokens: plan.originalSliceTokens,
    hasPreviousSnapshot: plan.hasPreviousSnapshot,
    decision: plan.decision,
    splitCharacterOutputs: plan.truncation.truncated.filter((t) => t.splitsCharacter).length,
    cliVersion: plan.cliVersion,
    maxChars: plan.maxChars,
    masking: plan.masking && {
      masked: plan.masking.masked.length,
      protectedTokens: plan.masking.protectedTokens,
      prunableTokens: plan.masking.prunableTokens,
      tokensSaved: plan.masking.tokensSaved,
      skipped: plan.masking.skipped,
      folder: folderOf(plan.masking.masked[0]?.path),
    },
    request: {
      systemInstruction: request.systemInstruction,
      messages: request.contents.length,
      anchor,
      sliceChars: plan.split.charCounts.slice(0, plan.split.index).reduce((a, b) => a + b, 0),
    },
    timings,
  };
}

const DETAIL_MAX_CHARS = 60_000;

function pretty(content: Content | undefined): string {
  const text = JSON.stringify(content ?? null, null, 2);
  return text.length > DETAIL_MAX_CHARS
    ? `${text.slice(0, DETAIL_MAX_CHARS)}\n… (${(text.length - DETAIL_MAX_CHARS).toLocaleString('en-US')} more characters)`
    : text;
}

/** One curated message before and after truncation. */
export function messageDetail(plan: CompressionPlan, index: number): MessageDetail {
  const saved = plan.truncation.truncated.find((t) => t.messageIndex === index);
  return {
    index,
    before: pretty(plan.curated[index]),
    after: pretty(plan.truncation.history[index]),
    savedPath: saved?.path ?? null,
  };
}

/** The run's outcome without the plan (the UI already has it). */
export function toRunView(simulation: CompressionSimulation): RunView {
  return {
    status: simulation.status,
    statusName: simulation.statusName,
    applied: simulation.applied,
    setsFailedAttemptFlag: simulation.setsFailedAttemptFlag,
    tokens: simulation.tokens,
    summary: simulation.summary,
    verification: simulation.verification,
    finalSummary: simulation.finalSummary,
    newHistory: simulation.newHistory,
    keptCount: simulation.plan.toKeep.length,
  };
}
