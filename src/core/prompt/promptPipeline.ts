/** The shapes shared by the CLI versions' render pipelines (see renderSystemPrompt.ts). */
import type { SectionKey } from './sectionKeys';
import type { SubstitutionContext } from './substitutions';
import type { RenderedPrompt, SectionSpan, UserMemory } from './types';

/** One part of the prompt before sanitising, with the span key it gets. */
export interface Piece {
  key: SectionSpan['key'];
  text: string;
}

/** What differs between the CLI versions; everything else in {@link renderSystemPrompt} is shared. */
export interface PromptPipeline {
  /** The toggle keys this version reads (for the toggle warnings). */
  sectionKeys: readonly SectionKey[];
  /** Standard mode: the base prompt and its pieces in order. */
  standardPieces(tools: readonly string[]): { base: string; pieces: Piece[] };
  /** Custom mode: what the template's variables are replaced with. */
  substitutionContext(tools: readonly string[]): SubstitutionContext;
  /** The memory block appended after the base, for `memory` in place of the input's. */
  memoryBlock(memory: UserMemory | undefined): string;
  /** Appended after sanitising (v0.61's active topic), with its span key. */
  suffix?: Piece;
  /** Extra fields of the result (version, model resolution). */
  extra?: Partial<RenderedPrompt>;
}
