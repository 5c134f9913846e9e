/**
 * Where toggling each section would first change the current prompt (the end of the part a
 * prompt cache can reuse), filled in by the shell from the meter's counts and read by the
 * section toggles.
 */
import { createContext, useContext } from 'react';
import type { PromptPoint } from '../../core';

export const SectionBreaksContext = createContext<ReadonlyMap<string, PromptPoint> | null>(null);

/** The point from which toggling `key` changes the prompt, or null before counts arrive. */
export function useSectionBreak(key: string): PromptPoint | null {
  return useContext(SectionBreaksContext)?.get(key) ?? null;
}
