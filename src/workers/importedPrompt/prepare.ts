/**
 * The heavy part of importing a system prompt, run in the imported-prompt worker: splitting it
 * (`splitSystemPrompt`) and hashing the pieces the meter will count, so the main thread only
 * adopts the results. Pure: the fallback without workers runs the same code.
 */
import {
  chunkForCounting,
  fnv1a,
  segmentText,
  splitSystemPrompt,
  type SplitSystemPrompt,
} from '../../core';

/** A text ready to show: its split, its counting pieces' hashes and its content id. */
export interface PreparedImport {
  text: string;
  split: SplitSystemPrompt;
  /** End offset of each counting piece of the meter's segments (all parts switched on). */
  pieceEnds: number[];
  /** FNV-1a hash of each of those pieces. */
  pieceHashes: number[];
  /** Identifies the text in storage: its length and two hashes. */
  contentId: string;
}

/** A second, independent 32-bit hash (FNV-1a from another seed, read backwards). */
function backwardHash(text: string): number {
  let h = 0x01000193;
  for (let i = text.length - 1; i >= 0; i--) h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995);
  return h >>> 0;
}

/** The content id of `text`: equal texts give equal ids, different ones (practically) never. */
export function contentIdOf(text: string): string {
  return `${text.length.toString(36)}-${fnv1a(text).toString(36)}-${backwardHash(text).toString(36)}`;
}

/** Splits `text`, hashes the pieces the meter will count, and names its content. */
export function prepareImport(text: string): PreparedImport {
  const split = splitSystemPrompt(text);
  const spans = split.spans.map(({ id, start, end }) => ({ key: id, start, end }));
  const pieceEnds: number[] = [];
  const pieceHashes: number[] = [];
  for (const segment of segmentText(text, spans)) {
    let end = segment.start;
    for (const piece of chunkForCounting(segment.text)) {
      end += piece.length;
      pieceEnds.push(end);
      pieceHashes.push(fnv1a(piece));
    }
  }
  return { text, split, pieceEnds, pieceHashes, contentId: contentIdOf(text) };
}
