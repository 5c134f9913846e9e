/**
 * The bar's sentence on what an imported prompt looks like is a whole sentence for every
 * outcome of the version guess (2026-02, the current CLI in either family, not recognised).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, splitImportedText } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ImportBar } from './ImportBar';

const CASES = [
  {
    outcome: '2026-02',
    text: 'You are a coding agent.\n\n# Core Mandates\nBe careful.\n\n# Final Reminder\nStay safe.',
    sentence: 'looks like the Gemini CLI of 2026-02',
  },
  {
    outcome: 'current, modern family',
    text: 'You are a coding agent.\n\n# Core Mandates\n\n## Engineering Standards\nTest it.',
    sentence: 'looks like the current Gemini CLI (v0.56–0.61, modern family)',
  },
  {
    outcome: 'current, legacy family',
    text: 'You are a coding agent.\n\n# Available Sub-Agents\nNone.\n\n# Final Reminder\nStay safe.',
    sentence: 'looks like the current Gemini CLI (v0.56–0.61, legacy family)',
  },
  {
    outcome: 'not recognised',
    text: 'Be a helpful pirate.\nAnswer in rhymes.',
    sentence: 'not recognised as a Gemini CLI prompt',
  },
] as const;

function showImported(text: string) {
  const config = createDefaultPlaygroundState();
  useConfigStore.getState().replace({
    ...config,
    target: 'gemini',
    importedPrompt: { text, fileName: 'pasted.md', active: true, disabledSpans: [] },
  });
}

afterEach(cleanup);

describe('the imported prompt’s version sentence', () => {
  it('covers every outcome of the guess', () => {
    const outcomes = new Set(
      CASES.map(({ text }) => {
        const { cli, family } = splitImportedText(text).version;
        return `${cli}/${family ?? ''}`;
      }),
    );
    expect([...outcomes].sort()).toEqual(
      ['2026-02/', 'current/modern', 'current/legacy', 'unknown/'].sort(),
    );
  });

  it.each(CASES)('reads as one sentence for $outcome', ({ text, sentence }) => {
    showImported(text);
    render(<ImportBar />);
    const summary = screen.getByTestId('import-version').closest('summary');
    const words = (summary?.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(words).toMatch(/^Imported parts \(\d+\) · /);
    expect(words.endsWith(`· ${sentence}`)).toBe(true);
    // No article left dangling before another clause ("looks like the not recognised …").
    expect(words).not.toMatch(/\bthe (not|looks)\b/);
    expect(words).not.toMatch(/looks like .*looks like/);
  });
});
