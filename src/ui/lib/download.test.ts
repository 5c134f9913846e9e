import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../testing/components';
import { downloadName, downloadText, isSafeDownloadName } from './download';

afterEach(() => vi.restoreAllMocks());

describe('download names', () => {
  it('follow promptscope-<kind>-<date>.<ext> for files a setting names', () => {
    const date = new Date('2026-11-26T10:00:00Z');
    expect(downloadName('asimi-write', 'md', date)).toBe('promptscope-asimi-write-2026-11-26.md');
    expect(downloadName('../../x.command', 'json', date)).toBe(
      'promptscope-download-2026-11-26.json',
    );
  });

  it.each([
    ['system.md', 'text/markdown', true],
    ['configuration.promptscope.json', 'application/json', true],
    ['claude-request.json', 'application/json', true],
    ['update-helper.command', 'text/markdown', false],
    ['update-helper.command.md', 'application/json', false],
    ['../system.md', 'text/markdown', false],
    ['System.md', 'text/markdown', false],
    ['a b.md', 'text/markdown', false],
    ['x.md\n.command', 'text/markdown', false],
    ['.bashrc.md', 'text/markdown', false],
  ])('%j as %s is offered as is: %s', (name, type, safe) => {
    expect(isSafeDownloadName(name, type)).toBe(safe);
  });

  it('replaces any other name before the browser sees it', async () => {
    const downloads = captureDownloads();
    downloadText('update-helper.command', 'echo hi', 'text/markdown');
    downloadText('system.md', '# ok', 'text/markdown');
    expect(downloads[0]?.fileName).toMatch(/^promptscope-download-\d{4}-\d{2}-\d{2}\.md$/);
    expect(downloads[1]?.fileName).toBe('system.md');
    expect(await downloads[0]!.text()).toBe('echo hi');
  });
});
