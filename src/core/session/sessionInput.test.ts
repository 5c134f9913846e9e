import { describe, expect, it } from 'vitest';
import { GEMMA_4_TOKEN_LIMIT } from '../compression/currentModels';
import { DEFAULT_TOKEN_LIMIT } from '../models';
import { createDefaultPlaygroundState } from '../state/defaults';
import {
  contentCountText,
  countContents,
  currentCompressionOptionsFor,
  sessionSettingsFor,
} from './sessionInput';

describe('sessionSettingsFor', () => {
  it('takes the current CLI’s token limit for a release and the state’s threshold', () => {
    const state = createDefaultPlaygroundState();
    state.compression.threshold = 0.7;
    expect(sessionSettingsFor(state, 'gemma-4-31b-it')).toEqual({
      model: 'gemma-4-31b-it',
      tokenLimit: GEMMA_4_TOKEN_LIMIT,
      compressionThreshold: 0.7,
      output: { kind: 'history', thinkingTokensPerRequest: 0 },
      warmCacheFromEarlierSessions: false,
    });
  });

  it('takes 2026-02’s limit, and the CLI’s 0.5 for a threshold out of range', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.compression.threshold = 0;
    const settings = sessionSettingsFor(state, 'gemma-4-31b-it');
    expect(settings.tokenLimit).toBe(DEFAULT_TOKEN_LIMIT);
    expect(settings.compressionThreshold).toBe(0.5);
  });
});

describe('currentCompressionOptionsFor', () => {
  it('gives options for a release and none for 2026-02', () => {
    const release = createDefaultPlaygroundState();
    expect(currentCompressionOptionsFor(release)).toMatchObject({
      cliVersion: release.gemini.cliVersion,
    });
    expect(currentCompressionOptionsFor(createDefaultPlaygroundState('2026-02'))).toBeUndefined();
  });
});

describe('countContents', () => {
  it('counts text parts as text and other parts as JSON, joined by newlines', () => {
    const call = { functionCall: { name: 'read_file', args: { path: 'a.ts' } } };
    const contents = [
      { role: 'user', parts: [{ text: 'hello' }, { text: 'world' }] },
      { role: 'model', parts: [call] },
      { role: 'model' },
    ];
    expect(contents.map(contentCountText)).toEqual(['hello\nworld', JSON.stringify(call), '']);
    expect(countContents(contents, (t) => t.length)).toEqual([11, JSON.stringify(call).length, 0]);
  });
});
