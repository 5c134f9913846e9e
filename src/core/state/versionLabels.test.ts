import { describe, expect, it } from 'vitest';
import { cliTextLabel, cliVersionOptionLabel, isSeedsVersion } from './versionLabels';

describe('version labels', () => {
  it('names a release by its number and says its text is the CLI’s own', () => {
    expect(cliVersionOptionLabel('0.61.0')).toBe('0.61.0');
    expect(cliTextLabel('0.59.0')).toBe("the CLI's own text, release 0.59.0");
    expect(isSeedsVersion('0.59.0')).toBe(false);
  });

  it('names 2026-02 as the seeds in our wording', () => {
    expect(cliVersionOptionLabel('2026-02')).toBe('2026-02 (seeds, our wording)');
    expect(cliTextLabel('2026-02')).toBe('our wording of the 2026-02 revision');
    expect(isSeedsVersion('2026-02')).toBe(true);
  });
});
