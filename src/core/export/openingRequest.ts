/**
 * Everything the CLI sends before the user's first word: the system instruction, the tool
 * declarations and the environment-context message. The meter counts these parts one by one;
 * the whole is their sum.
 */
import { requestToolDeclarations } from '../context/tools/toolDeclarations';
import type { ToolFunctionDeclaration } from '../context/tools/toolSchemas';
import type { PromptInput } from '../prompt/types';
import type { PlaygroundState } from '../state/playgroundState';
import { environmentMessageText } from '../inputs/toEnvironmentInput';
import { toPromptInput } from '../inputs/toPromptInput';

/** One part of the opening request, as the text a tokenizer counts. */
export interface OpeningRequestPart {
  key: 'system' | 'tools' | 'environment';
  label: string;
  /** The text counted: the prompt, the declarations as JSON, the environment message. */
  text: string;
}

/** The function declarations of the tools the CLI registers for this configuration. */
export function openingToolDeclarations(input: PromptInput): ToolFunctionDeclaration[] {
  return requestToolDeclarations(input);
}

/** The three parts of the opening request, in the order the request holds them. */
export function openingRequestParts(
  systemText: string,
  declarations: readonly ToolFunctionDeclaration[],
  environmentText: string,
): OpeningRequestPart[] {
  return [
    { key: 'system', label: 'System instruction', text: systemText },
    {
      key: 'tools',
      label: `Tool declarations (${declarations.length})`,
      text: declarations.length > 0 ? JSON.stringify(declarations) : '',
    },
    { key: 'environment', label: 'Environment message', text: environmentText },
  ];
}

/**
 * The opening request of a configuration whose system prompt is `systemText` (the meter's and
 * the build's counted texts come from here). An environment message that cannot be built is
 * left out (the first-message tab says why).
 */
export function openingRequestPartsOf(
  state: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>,
  systemText: string,
): OpeningRequestPart[] {
  let environmentText = '';
  try {
    environmentText = environmentMessageText(state);
  } catch {
    environmentText = '';
  }
  return openingRequestParts(
    systemText,
    openingToolDeclarations(toPromptInput(state)),
    environmentText,
  );
}

/**
 * The typed memory (`gemini.userMemory`) reaches the system instruction only: the tool
 * declarations do not read it, and the environment message takes its memory from the
 * environment slice (2026-02) or the memory parts and discovered files (v0.61,
 * `resolveCurrentMemory`). So the opening request's other parts can be worked out once for
 * any typed memory: this gives the settings with the typed memory left out, and
 * {@link openingRequestPartsOf} gives the same parts for every memory put back.
 */
export function withoutTypedMemory<T extends { userMemory?: unknown }>(
  gemini: T,
): Omit<T, 'userMemory'> {
  const { userMemory: _left, ...rest } = gemini;
  return rest;
}

/**
 * Whether two Gemini settings hold the same fields and values, the typed memory aside (the
 * counterpart of {@link withoutTypedMemory}, compared field by field with no copies: callers ask
 * on every keystroke).
 */
export function sameButTypedMemory<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  let fields = 0;
  for (const key of Object.keys(a) as (keyof T & string)[]) {
    if (key === 'userMemory') continue;
    if (!Object.hasOwn(b, key) || !Object.is(a[key], b[key])) return false;
    fields += 1;
  }
  for (const key of Object.keys(b)) if (key !== 'userMemory') fields -= 1;
  return fields === 0;
}

/** Counted parts and their sum. */
export interface OpeningRequestCount {
  parts: (OpeningRequestPart & { tokens: number })[];
  total: number;
}

/** Counts each part with `count` (any tokenizer); the total is the sum of the parts. */
export function countOpeningRequest(
  parts: readonly OpeningRequestPart[],
  count: (text: string) => number,
): OpeningRequestCount {
  const counted = parts.map((part) => ({
    ...part,
    tokens: part.text === '' ? 0 : count(part.text),
  }));
  return { parts: counted, total: counted.reduce((sum, part) => sum + part.tokens, 0) };
}
