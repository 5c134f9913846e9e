import type { Content, Part } from '../../content';
import type { RenderedPrompt, SectionSpan } from '../../prompt';
import { importedPartTitle } from '../../importPrompt/splitSystemPrompt';
import { isSectionKey, sectionTitle } from '../../prompt';
import { estimateTextTokens, estimateTokenCount } from '../../tokens';
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

function spanLabel(span: SectionSpan): string {
  if (span.key === 'USER_MEMORY') return 'User memory';
  if (span.key === 'CUSTOM_TEMPLATE') return 'Custom system.md';
  // Other keys are the span ids of an imported prompt (`TASKTRACKER`, `HEADING:Team Rules`).
  return isSectionKey(span.key) ? sectionTitle(span.key) : importedPartTitle(span.key);
}

/**
 * The system instruction by section. A last part carries the blank lines between sections
 * and rounding, so the layer sums to the estimate of the whole text.
 */
export function systemLayerParts(prompt: RenderedPrompt): TurnLayerPart[] {
  const parts = prompt.sections
    .filter((span) => span.end > span.start)
    .map((span): TurnLayerPart => {
      const text = prompt.text.slice(span.start, span.end);
      return { label: spanLabel(span), tokens: estimateTextTokens(text), text };
    });
  const whole = estimateTextTokens(prompt.text);
  const rest = whole - parts.reduce((sum, part) => sum + part.tokens, 0);
  let separators = '';
  let cursor = 0;
  for (const span of prompt.sections) {
    separators += prompt.text.slice(cursor, span.start);
    cursor = Math.max(cursor, span.end);
  }
  separators += prompt.text.slice(cursor);
  if (rest > 0 || separators.trim() !== '') {
    parts.push({ label: 'Separators and rounding', tokens: Math.max(0, rest), text: separators });
  }
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
