import type { Content } from '../content';
import { recogniseHistory, type HistoryForm } from './historyForms';
import { findJsonSyntaxError, locateJsonPath, offsetToLineColumn } from './jsonScan';

/** Where and what the problem in a pasted history is; line and column are 1-based. */
export interface HistoryJsonError {
  line: number;
  column: number;
  /** The problem alone, e.g. `parts[2] of message 5 has no known part field`. */
  problem: string;
  /** The problem prefixed with its line, e.g. `line 14: parts[2] of message 5 …`. */
  message: string;
}

/** A parsed history, with the form it was recognised as and what its conversion did. */
export interface ParsedHistory {
  history: Content[];
  form?: HistoryForm;
  notes?: string[];
}

export type ParseHistoryResult = ParsedHistory | { error: HistoryJsonError };

/** Part fields of @google/genai's `Part` that carry content. */
export const KNOWN_PART_FIELDS = [
  'text',
  'inlineData',
  'fileData',
  'functionCall',
  'functionResponse',
  'executableCode',
  'codeExecutionResult',
] as const;

type Path = (string | number)[];
interface ShapeProblem {
  path: Path;
  problem: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function partProblem(part: unknown, where: string): string | null {
  if (!isObject(part)) return `${where} is not an object`;
  const fields = KNOWN_PART_FIELDS.filter((field) => part[field] !== undefined);
  if (fields.length === 0) {
    const keys = Object.keys(part);
    const found = keys.length > 0 ? ` (found ${keys.map((k) => `"${k}"`).join(', ')})` : '';
    return `${where} has no known part field${found}; expected one of ${KNOWN_PART_FIELDS.join(', ')}`;
  }
  if (part.text !== undefined && typeof part.text !== 'string')
    return `${where}: text is not a string`;
  for (const field of ['functionCall', 'functionResponse'] as const) {
    const value = part[field];
    if (value === undefined) continue;
    if (!isObject(value)) return `${where}: ${field} is not an object`;
    if (value.name !== undefined && typeof value.name !== 'string') {
      return `${where}: ${field}.name is not a string`;
    }
  }
  return null;
}

function messageProblem(message: unknown, index: number): ShapeProblem | null {
  const at = (path: Path, problem: string): ShapeProblem => ({ path: [index, ...path], problem });
  if (!isObject(message)) return at([], `message ${index} is not an object`);
  if (message.role !== 'user' && message.role !== 'model') {
    const role = message.role === undefined ? 'no role' : `role ${JSON.stringify(message.role)}`;
    return at(['role'], `message ${index} has ${role}; expected "user" or "model"`);
  }
  if (message.parts === undefined) return null;
  if (!Array.isArray(message.parts))
    return at(['parts'], `parts of message ${index} is not an array`);
  for (let p = 0; p < message.parts.length; p++) {
    const problem = partProblem(message.parts[p], `parts[${p}] of message ${index}`);
    if (problem) return at(['parts', p], problem);
  }
  return null;
}

const EXPECTED_SHAPES =
  'expected an array of messages, an object with a "history" or "contents" array, a Gemini CLI session file ({sessionId, messages}) or a logged API request ({contents, systemInstruction})';

function findShapeProblem(value: unknown): ParsedHistory | ShapeProblem {
  const recognised = recogniseHistory(value);
  if (!recognised || !Array.isArray(recognised.list)) {
    return { path: [], problem: EXPECTED_SHAPES };
  }
  const { list, form, notes } = recognised;
  // Converted session records have no place in the file to point at: report at the top.
  const prefix = form === 'cli-session' ? null : recognised.path;
  for (let i = 0; i < list.length; i++) {
    const problem = messageProblem(list[i], i);
    if (problem)
      return { path: prefix ? [...prefix, ...problem.path] : [], problem: problem.problem };
  }
  return { history: list as Content[], form, notes };
}

function errorAt(text: string, offset: number, problem: string): { error: HistoryJsonError } {
  const { line, column } = offsetToLineColumn(text, offset);
  return { error: { line, column, problem, message: `line ${line}: ${problem}` } };
}

/**
 * Parses a pasted or imported history: a bare array of `Content`, `{ history: [...] }` /
 * `{ contents: [...] }`, a Gemini CLI session file or a logged API request (see
 * `historyForms.ts`); the result says which form it was. Errors name the line and the problem, for JSON syntax errors and for
 * shape errors alike. Message numbers in errors are 0-based indices into the array.
 */
export function parseHistoryJson(text: string): ParseHistoryResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const found = findJsonSyntaxError(text);
    if (found) return errorAt(text, found.offset, found.problem);
    return errorAt(text, 0, error instanceof Error ? error.message : 'invalid JSON');
  }
  const shape = findShapeProblem(value);
  if ('history' in shape) return shape;
  return errorAt(text, locateJsonPath(text, shape.path), shape.problem);
}
