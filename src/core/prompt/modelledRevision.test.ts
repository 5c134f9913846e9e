import { describe, expect, it } from 'vitest';
import { describeModelledRevision, modelledRevision } from './modelledRevision';

describe('modelledRevision', () => {
  it('names the 2026-02 commit with its date when no version or 2026-02 is selected', () => {
    expect(modelledRevision()).toEqual(modelledRevision('2026-02'));
    expect(describeModelledRevision(modelledRevision('2026-02'))).toBe(
      'Gemini CLI of February 2026 (commit 4a6e3eb646, 2026-02-05)',
    );
  });

  it('names gemini-cli v0.61.0 for the v0.61 version', () => {
    const text = describeModelledRevision(modelledRevision('0.61.0'));
    expect(text).toBe('gemini-cli v0.61.0 (commit cc0107ed2)');
    expect(text).not.toContain('4a6e3eb646');
  });
});
