/**
 * Token counting in Node with the same pieces and piece counter as the app's count worker
 * (`chunkForCounting` + `createSegmentCounter`), so a file's figure here equals the meter's.
 */
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { gemmaVocabularyBytes } from '../../scripts/gemmaVocabularyAsset';
import {
  createGemmaEncoder,
  estimateTextTokens,
  parseGemmaVocabulary,
  type GemmaEncoder,
} from '../core/index';
import { chunkForCounting } from '../core';
import { createSegmentCounter } from '../workers/tokenCount/segmentCounter';

/** The encodings the commands accept, by their command-line names. */
export const CLI_ENCODINGS = ['gemini', 'o200k', 'cl100k', 'heuristic'] as const;
export type CliEncoding = (typeof CLI_ENCODINGS)[number];

export const isCliEncoding = (name: string): name is CliEncoding =>
  (CLI_ENCODINGS as readonly string[]).includes(name);

const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

let gemma: GemmaEncoder | null = null;

/** The Gemma 3 encoder, built once per process from the cached vocabulary asset. */
export function nodeGemmaEncoder(): GemmaEncoder {
  gemma ??= createGemmaEncoder(parseGemmaVocabulary(gemmaVocabularyBytes()));
  return gemma;
}

function pieceCounter(encoding: CliEncoding): (text: string) => number {
  switch (encoding) {
    case 'gemini':
      return nodeGemmaEncoder().count;
    case 'o200k':
      return (text) => countO200k(text, PLAIN_TEXT);
    case 'cl100k':
      return (text) => countCl100k(text, PLAIN_TEXT);
    case 'heuristic':
      return estimateTextTokens;
  }
}

/**
 * A counter for whole texts. The heuristic counts the whole text (it floors once, so pieces
 * would not add up); tokenizers count `chunkForCounting` pieces, as the worker does.
 */
export function createTextCounter(encoding: CliEncoding): (text: string) => number {
  const count = pieceCounter(encoding);
  if (encoding === 'heuristic') return count;
  const counter = createSegmentCounter(encoding, count);
  return (text) => counter.countAll([chunkForCounting(text)])[0] ?? 0;
}
