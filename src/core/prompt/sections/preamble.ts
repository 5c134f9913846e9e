import type { PreambleOptions } from '../options';

/** The opening sentence; `interactive` decides whether the agent calls itself interactive. */
export function renderPreamble(options?: PreambleOptions): string {
  if (!options) return '';
  const kind = options.interactive ? 'an interactive' : 'a non-interactive';
  return `You are ${kind} CLI agent whose speciality is software engineering work. Your purpose is to help the user safely and efficiently, following the instructions below closely and putting the tools you have to good use.`;
}
