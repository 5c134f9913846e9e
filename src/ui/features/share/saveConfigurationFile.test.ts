/**
 * The configuration file is the user's own copy and keeps everything; when it carries
 * key-shaped strings a notice says so and offers a copy without them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useUiStore } from '../../store/uiStore';
import { captureDownloads } from '../../testing/components';
import { saveConfigurationFile } from './saveConfigurationFile';

afterEach(() => vi.restoreAllMocks());

const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`;

describe('saveConfigurationFile and key-shaped strings', () => {
  it('says nothing for a configuration without them', () => {
    const downloads = captureDownloads();
    saveConfigurationFile(createDefaultPlaygroundState());
    expect(downloads).toHaveLength(1);
    expect(useUiStore.getState().notices).toEqual([]);
  });

  it('keeps them in the file, says where they are, and offers a copy without them', async () => {
    const downloads = captureDownloads();
    const state = createDefaultPlaygroundState();
    state.workspace.files = { ...state.workspace.files, '/repo/.npmrc': `token=${TOKEN}\n` };
    saveConfigurationFile(state);
    expect(await downloads[0]?.text()).toContain(TOKEN);
    const [notice] = useUiStore.getState().notices;
    expect(notice?.text).toMatch(
      /carries 1 string shaped like GitHub token in workspace file \/repo\/\.npmrc/,
    );
    notice?.actions?.find((a) => a.label === 'Download without them')?.run();
    expect(downloads).toHaveLength(2);
    const copy = await downloads[1]?.text();
    expect(copy).not.toContain(TOKEN);
    expect(copy).toContain('[secret left out]');
  });
});
