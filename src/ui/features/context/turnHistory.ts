/** The history placed before this turn, from the compression simulator's source. */
import { generateSyntheticHistory, parseHistoryJson, type Content } from '../../../core';

/** Synthetic histories larger than this are not expanded here (they are for the simulator). */
export const MAX_SYNTHETIC_TURNS_IN_REQUEST = 300;

/** A parsed history or why there is none. */
export interface LoadedHistory {
  history: Content[];
  error: string | null;
}

/** Parses pasted or sample JSON, or generates a small synthetic history. */
export function loadHistory(
  source: { kind: 'text'; text: string } | { kind: 'synthetic'; turns: number; seed: number },
): LoadedHistory {
  if (source.kind === 'synthetic') {
    if (source.turns > MAX_SYNTHETIC_TURNS_IN_REQUEST) {
      return {
        history: [],
        error: `Synthetic histories above ${MAX_SYNTHETIC_TURNS_IN_REQUEST} turns are not expanded here.`,
      };
    }
    return { history: generateSyntheticHistory(source), error: null };
  }
  const parsed = parseHistoryJson(source.text);
  if ('error' in parsed) return { history: [], error: `History JSON: ${parsed.error.message}` };
  return { history: parsed.history, error: null };
}

/**
 * Recorded sessions start with their own environment message; the request builds a fresh
 * one, so a first user message with the same opening line is left out.
 */
export function withoutEnvironmentMessage(history: Content[], environmentText: string): Content[] {
  const opening = environmentText.split('\n')[0] ?? '';
  const first = history[0];
  const text = first?.parts?.[0]?.text ?? '';
  if (first?.role === 'user' && opening !== '' && text.startsWith(opening)) return history.slice(1);
  return history;
}
