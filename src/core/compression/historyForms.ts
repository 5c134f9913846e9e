/**
 * The history files users already have, turned into the `Content[]` the simulator works on:
 * the CLI's own session recordings (gemini-cli packages/core/src/services/chatRecordingService.ts,
 * `ConversationRecord` under `~/.gemini/tmp/<project>/chats/`) and logged Gemini API requests
 * (`contents` with `systemInstruction`, REST or SDK field names).
 */
import type { Content, Part } from '../content';

/** Which form a history file was recognised as. */
export type HistoryForm = 'contents' | 'history-object' | 'api-request' | 'cli-session';

/** A recognised file: the messages to check and what was noticed on the way. */
export interface RecognisedHistory {
  form: HistoryForm;
  /** The message list (still unchecked), and the JSON path it sits at in the file. */
  list: unknown;
  path: (string | number)[];
  /** What the conversion did, in words (left-out records, tool calls, thoughts…). */
  notes: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A session record's `content`: a string, a part, or a list of parts and strings. */
function toParts(content: unknown): Part[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return content === '' ? [] : [{ text: content }];
  const list = Array.isArray(content) ? content : [content];
  return list.flatMap((item): Part[] =>
    typeof item === 'string' ? [{ text: item }] : isObject(item) ? [item as Part] : [],
  );
}

interface SessionToolCall {
  id?: unknown;
  name?: unknown;
  args?: unknown;
  result?: unknown;
  resultDisplay?: unknown;
}

/** The function response parts of a recorded tool call (its `result`, or one built from it). */
function responseParts(call: SessionToolCall): Part[] {
  const recorded = toParts(call.result).filter((part) => part.functionResponse !== undefined);
  if (recorded.length > 0) return recorded;
  const output =
    typeof call.resultDisplay === 'string' ? call.resultDisplay : JSON.stringify(call.result ?? '');
  const id = typeof call.id === 'string' ? call.id : undefined;
  const name = typeof call.name === 'string' ? call.name : undefined;
  return [{ functionResponse: { id, name, response: { output } } }];
}

/** Converts a CLI session recording's messages into contents; returns the notes too. */
export function sessionToContents(messages: readonly unknown[]): {
  contents: Content[];
  notes: string[];
} {
  const contents: Content[] = [];
  let skipped = 0;
  let calls = 0;
  let thoughts = 0;
  for (const record of messages) {
    if (!isObject(record)) {
      skipped++;
      continue;
    }
    if (record.type === 'user') {
      contents.push({ role: 'user', parts: toParts(record.content) });
    } else if (record.type === 'gemini') {
      const thoughtParts: Part[] = (Array.isArray(record.thoughts) ? record.thoughts : [])
        .filter(isObject)
        .map((t) => ({
          text: `**${String(t.subject ?? '')}** ${String(t.description ?? '')}`.trim(),
          thought: true,
        }));
      thoughts += thoughtParts.length;
      const toolCalls = (Array.isArray(record.toolCalls) ? record.toolCalls : []).filter(isObject);
      calls += toolCalls.length;
      const callParts: Part[] = toolCalls.map((call) => ({
        functionCall: {
          ...(typeof call.id === 'string' ? { id: call.id } : {}),
          name: String(call.name ?? ''),
          args: isObject(call.args) ? call.args : {},
        },
      }));
      contents.push({
        role: 'model',
        parts: [...thoughtParts, ...toParts(record.content), ...callParts],
      });
      if (toolCalls.length > 0) {
        contents.push({ role: 'user', parts: toolCalls.flatMap((call) => responseParts(call)) });
      }
    } else {
      skipped++;
    }
  }
  const notes = [
    `${plural(messages.length, 'record')} became ${plural(contents.length, 'message')}`,
    `${plural(calls, 'tool call')} with their responses`,
    `${plural(thoughts, 'thought')} kept as thought parts`,
  ];
  if (skipped > 0) notes.push(`${plural(skipped, 'info, warning or error record')} left out`);
  return { contents, notes };
}

/** The text of a request's system instruction (REST `systemInstruction` or SDK `config`). */
function systemInstructionText(request: Record<string, unknown>): string | null {
  const config = isObject(request.config) ? request.config : {};
  const instruction = request.systemInstruction ?? config.systemInstruction;
  if (instruction === undefined) return null;
  if (typeof instruction === 'string') return instruction;
  const parts = isObject(instruction) ? instruction.parts : instruction;
  return toParts(parts)
    .map((part) => (typeof part.text === 'string' ? part.text : ''))
    .join('');
}

const REQUEST_FIELDS = ['systemInstruction', 'tools', 'generationConfig', 'config', 'model'];

/**
 * Recognises the form of a parsed history file. Returns null for anything else (the caller
 * then reports what it expected).
 */
export function recogniseHistory(value: unknown): RecognisedHistory | null {
  if (Array.isArray(value)) return { form: 'contents', list: value, path: [], notes: [] };
  if (!isObject(value)) return null;
  if (Array.isArray(value.messages) && typeof value.sessionId === 'string') {
    const { contents, notes } = sessionToContents(value.messages);
    return {
      form: 'cli-session',
      list: contents,
      path: [],
      notes: [`session ${value.sessionId}`, ...notes],
    };
  }
  const request =
    isObject(value.request) && Array.isArray(value.request.contents) ? value.request : value;
  if (Array.isArray(request.contents) && REQUEST_FIELDS.some((f) => request[f] !== undefined)) {
    const system = systemInstructionText(request);
    const notes = [`${plural(request.contents.length, 'message')} from "contents"`];
    if (system !== null) {
      notes.push(
        `its system instruction (${system.length.toLocaleString('en-US')} characters) is not history and was left out`,
      );
    }
    const path = request === value ? ['contents'] : ['request', 'contents'];
    return { form: 'api-request', list: request.contents, path, notes };
  }
  if (Array.isArray(value.history)) {
    return { form: 'history-object', list: value.history, path: ['history'], notes: [] };
  }
  if (Array.isArray(value.contents)) {
    return { form: 'history-object', list: value.contents, path: ['contents'], notes: [] };
  }
  return null;
}

/** How each form is named to users. */
export const HISTORY_FORM_NAMES: Record<HistoryForm, string> = {
  contents: 'a list of Gemini API contents',
  'history-object': 'an object holding a history list',
  'api-request': 'a logged Gemini API request',
  'cli-session': 'a Gemini CLI session file',
};

/** One sentence saying which form was recognised and what the conversion did. */
export function describeHistoryForm(
  form: HistoryForm | undefined,
  notes: readonly string[] = [],
): string {
  const name = HISTORY_FORM_NAMES[form ?? 'contents'];
  return notes.length > 0 ? `Recognised ${name}: ${notes.join('; ')}.` : `Recognised ${name}.`;
}
