import type { Content, Part } from '../../content';
import type { RenderedPrompt, SectionSpan } from '../../prompt';
import { importedPartTitle } from '../../importPrompt/splitSystemPrompt';
import { isSectionKey, sectionTitle } from '../../prompt';
import { estimateTextTokens, estimateTokenCount, segmentText } from '../../tokens';
import type { ToolFunctionDeclaration } from '../tools/toolSchemas';

/** The layers of a turn request, in the order they are sent. */
export type TurnLayerKey =
  'system' | 'tools' | 'environment' | 'history' | 'ide' | 'turn' | 'skills';

/** One labelled piece of a layer with its estimated tokens. */
export interface TurnLayerPart {
  label: string;
  tokens: number;
  /** The text a tokenizer counts for this piece (a part's text, or its JSON). */
  text?: string;
}

/** The text a tokenizer counts for a part: its text, else the part as JSON. */
export function partCountText(part: Part): string {
  return typeof part.text === 'string' && Object.keys(part).length === 1
    ? part.text
    : JSON.stringify(part);
}

/** The countable text of several parts, joined. */
export function partsCountText(parts: readonly Part[]): string {
  return parts.map(partCountText).join('\n');
}

/** A layer: its parts and their token sum. */
export interface TurnLayer {
  key: TurnLayerKey;
  label: string;
  tokens: number;
  parts: TurnLayerPart[];
}

/** Builds a layer whose tokens are the sum of its parts. */
export function makeLayer(key: TurnLayerKey, label: string, parts: TurnLayerPart[]): TurnLayer {
  return { key, label, tokens: parts.reduce((sum, part) => sum + part.tokens, 0), parts };
}

function spanLabel(key: string): string {
  if (key === 'USER_MEMORY') return 'User memory';
  if (key === 'CUSTOM_TEMPLATE') return 'Custom system.md';
  // Other keys are the span ids of an imported prompt (`TASKTRACKER`, `HEADING:Team Rules`).
  return isSectionKey(key) ? sectionTitle(key) : importedPartTitle(key);
}

/** The key of a prompt without sections (its one segment). */
const WHOLE_TEXT = 'text';

/**
 * The system instruction by section, cut exactly as the meter counts it (`segmentText`: each
 * section with the blank lines before it, the last up to the end), so the layer's counted
 * total is the meter's figure and the parts put together are the text sent. The estimate's
 * rounding goes to the last part, so the layer sums to the estimate of the whole text.
 */
export function systemLayerParts(prompt: RenderedPrompt): TurnLayerPart[] {
  const spans: SectionSpan[] = prompt.sections.filter((span) => span.end > span.start);
  const parts = segmentText(prompt.text, spans, WHOLE_TEXT)
    .filter((segment) => segment.text !== '')
    .map((segment): TurnLayerPart => ({
      label: spans.length === 0 ? 'System instruction' : spanLabel(segment.key),
      tokens: estimateTextTokens(segment.text),
      text: segment.text,
    }));
  const last = parts.at(-1);
  const rest = estimateTextTokens(prompt.text) - parts.reduce((sum, part) => sum + part.tokens, 0);
  if (last && rest > 0) last.tokens += rest;
  return parts;
}

/** One part per declaration, estimated over its JSON. */
export function toolLayerParts(declarations: readonly ToolFunctionDeclaration[]): TurnLayerPart[] {
  return declarations.map((decl) => {
    const text = JSON.stringify(decl);
    return { label: decl.name, tokens: estimateTextTokens(text), text };
  });
}

/** A short description of a part: its kind and, for tool parts, the tool name. */
export function describePart(part: Part): string {
  if (part.functionCall) return `call ${part.functionCall.name ?? '?'}`;
  if (part.functionResponse) return `response ${part.functionResponse.name ?? '?'}`;
  if (part.inlineData || part.fileData) return 'media';
  if (part.thought) return 'thought';
  return 'text';
}

/** One part per history message. */
export function historyLayerParts(history: readonly Content[]): TurnLayerPart[] {
  return history.map((content, i) => ({
    label: `#${i + 1} ${content.role ?? '?'}: ${(content.parts ?? []).map(describePart).join(', ') || 'empty'}`,
    tokens: estimateTokenCount(content.parts ?? []),
    text: partsCountText(content.parts ?? []),
  }));
}

/** Labels the parts of this turn's user message (query, @ content, hook context). */
export function turnLayerParts(parts: readonly Part[]): TurnLayerPart[] {
  let pendingFile: string | null = null;
  return parts.map((part, index) => {
    const text = part.text ?? '';
    let label = index === 0 ? 'Message' : describePart(part);
    const header = /^\nContent from @(.*):\n$/.exec(text);
    if (header) {
      pendingFile = header[1] as string;
      label = `@${pendingFile} header`;
    } else if (pendingFile !== null) {
      label = `@${pendingFile}`;
      pendingFile = null;
    } else if (text.startsWith('<hook_context>')) label = 'BeforeAgent hook context';
    else if (text === '\n--- Content from referenced files ---') label = 'Referenced files start';
    else if (text === '\n--- End of content ---') label = 'Referenced files end';
    return { label, tokens: estimateTokenCount([part]), text: partCountText(part) };
  });
}
