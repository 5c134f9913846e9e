import { describe, expect, it } from 'vitest';
import { geminiVocabularyFor } from './vocabularyForModel';

describe('geminiVocabularyFor', () => {
  it.each([
    ['gemini-2.5-pro', 'gemma3'],
    ['gemini-2.5-flash-lite', 'gemma3'],
    ['gemini-3-pro-preview', 'gemma3'],
    ['gemini-3-flash-preview', 'gemma3'],
    ['gemini-3.1-pro-preview', 'gemma4'],
    ['gemini-3.1-pro-preview-customtools', 'gemma4'],
    ['gemini-3.1-flash-lite', 'gemma4'],
    ['gemini-3.5-flash', 'gemma4'],
    ['gemini-3.5-flash-lite', 'gemma4'],
    ['gemini-3.8-flash', 'gemma4'],
  ])('%s uses the %s vocabulary', (model, vocabulary) => {
    expect(geminiVocabularyFor(model)).toBe(vocabulary);
  });
});
