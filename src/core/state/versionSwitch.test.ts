import { describe, expect, it } from 'vitest';
import { toPromptInput } from '../inputs/toPromptInput';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import {
  CLI_VERSION_DEFAULT_MODELS,
  CLI_VERSION_DEFAULT_TOOLS,
  withCliVersion,
} from './cliVersion';
import { createDefaultPlaygroundState } from './defaults';
import type { PlaygroundState } from './playgroundState';
import { configInCliVersion, otherCliVersion, VERSION_ONLY_FIELDS } from './versionSwitch';

const promptOf = (state: PlaygroundState) => renderSystemPrompt(toPromptInput(state)).text;

describe('configInCliVersion', () => {
  it('names the other version', () => {
    expect(otherCliVersion('0.61.0')).toBe('2026-02');
    expect(otherCliVersion('2026-02')).toBe('0.61.0');
  });

  it('renders a default configuration exactly as that version’s defaults', () => {
    const current = createDefaultPlaygroundState();
    const seeds = configInCliVersion(current, '2026-02');
    expect(seeds.defaulted).toEqual([]);
    expect(seeds.state.gemini.cliVersion).toBe('2026-02');
    expect(seeds.state.gemini.model).toBe(CLI_VERSION_DEFAULT_MODELS.seeds);
    expect(seeds.state.gemini.tools).toEqual(CLI_VERSION_DEFAULT_TOOLS.seeds);
    expect(promptOf(seeds.state)).toBe(promptOf(createDefaultPlaygroundState('2026-02')));
    const back = configInCliVersion(seeds.state, '0.61.0');
    expect(back.state).toEqual(current);
    expect(promptOf(back.state)).toBe(promptOf(current));
  });

  it('keeps everything both versions read', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.approvalMode = 'plan';
    state.gemini.model = 'gemini-2.5-flash';
    state.gemini.userMemory = 'Use tabs.';
    state.gemini.isGitRepository = true;
    state.workspace.files['/home/dev/projects/acme-api/GEMINI.md'] = 'Be brief.';
    const { state: other } = configInCliVersion(state, '2026-02');
    expect(other.gemini.approvalMode).toBe('plan');
    expect(other.gemini.model).toBe('gemini-2.5-flash');
    expect(other.gemini.userMemory).toBe('Use tabs.');
    expect(other.gemini.isGitRepository).toBe(true);
    expect(other.workspace).toBe(state.workspace);
    expect(other.compression).toBe(state.compression);
  });

  it('resets what only v0.56–0.61 reads when a 2026-02 configuration moves there', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.subAgents = [{ name: 'stale', description: 'Left from an earlier session.' }];
    state.gemini.activeTopic = 'Old topic';
    state.gemini.memoryForm = 'parts';
    state.gemini.env['GEMINI_PROMPT_INTERACTIVEYOLOMODE'] = '0';
    state.environment.includeDirectoryTree = false;
    const snapshot = JSON.stringify(state);
    const moved = configInCliVersion(state, '0.61.0');
    expect(moved.defaulted).toEqual([
      'subAgents',
      'activeTopic',
      'memoryForm',
      'env.GEMINI_PROMPT_INTERACTIVEYOLOMODE',
      'environment.includeDirectoryTree',
    ]);
    const fresh = createDefaultPlaygroundState();
    expect(moved.state.gemini.subAgents).toEqual(fresh.gemini.subAgents);
    expect(moved.state.gemini.env).toEqual({});
    expect(moved.state.environment.includeDirectoryTree).toBe(true);
    expect(promptOf(moved.state)).toBe(promptOf(fresh));
    // The source configuration is left as it was.
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  it('resets what only 2026-02 reads when a v0.61 configuration moves there', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.previewFeatures = !state.gemini.previewFeatures;
    state.gemini.agentDirectoryContext = 'Stale directory text.';
    state.gemini.activeTopic = 'Kept: 2026-02 ignores it';
    const moved = configInCliVersion(state, '2026-02');
    expect(moved.defaulted).toEqual(['previewFeatures', 'agentDirectoryContext']);
    expect(moved.state.gemini.activeTopic).toBe('Kept: 2026-02 ignores it');
    expect(promptOf(moved.state)).toBe(promptOf(createDefaultPlaygroundState('2026-02')));
  });

  it('returns the same configuration for the same version', () => {
    const state = createDefaultPlaygroundState();
    expect(configInCliVersion(state, '0.61.0')).toEqual({ state, defaulted: [] });
    expect(configInCliVersion(state, '0.61.0').state).toBe(state);
  });

  it('lists only fields the configuration has', () => {
    const gemini = createDefaultPlaygroundState().gemini;
    for (const field of [...VERSION_ONLY_FIELDS.seeds, ...VERSION_ONLY_FIELDS.release]) {
      expect(Object.hasOwn(gemini, field)).toBe(true);
    }
  });
});

describe('configInCliVersion between releases', () => {
  it('changes only the version: every setting means the same in each release', () => {
    const state = createDefaultPlaygroundState();
    state.gemini = {
      ...state.gemini,
      model: 'gemini-2.5-pro',
      activeTopic: 'Auth',
      taskTrackerEnabled: true,
      env: { GEMINI_PROMPT_INTERACTIVEYOLOMODE: '0' },
    };
    const moved = configInCliVersion(state, '0.52.0');
    expect(moved.defaulted).toEqual([]);
    expect(moved.state.gemini).toEqual({ ...state.gemini, cliVersion: '0.52.0' });
    expect(moved.state.environment).toBe(state.environment);
  });
});

describe('a tool list across a version round trip', () => {
  it('keeps each version’s own tools when a tool was unticked in 2026-02', () => {
    const seeds = createDefaultPlaygroundState('2026-02');
    seeds.gemini.tools = seeds.gemini.tools.filter((name) => name !== 'web_fetch');
    const { state: release } = configInCliVersion(seeds, '0.61.0');
    const releaseTools = release.gemini.tools;
    expect(releaseTools).toEqual(
      CLI_VERSION_DEFAULT_TOOLS.release.filter((n) => n !== 'web_fetch'),
    );
    for (const name of ['invoke_agent', 'enter_plan_mode', 'exit_plan_mode']) {
      expect(releaseTools).toContain(name);
    }
    expect(releaseTools).not.toContain('save_memory');
    expect(releaseTools).not.toContain('cli_help');
    // The release's prompt is the default one less the unticked tool: sub-agents still listed.
    const fresh = createDefaultPlaygroundState();
    fresh.gemini.tools = fresh.gemini.tools.filter((name) => name !== 'web_fetch');
    expect(promptOf(release)).toBe(promptOf(fresh));
    // And back: the 2026-02 list the user left.
    const { state: again } = configInCliVersion(release, '2026-02');
    expect(again.gemini.tools).toEqual(seeds.gemini.tools);
  });

  it('carries a tool unticked in a release to 2026-02 and back', () => {
    const release = createDefaultPlaygroundState();
    release.gemini.tools = release.gemini.tools.filter((name) => name !== 'ask_user');
    const seeds = withCliVersion(release.gemini, '2026-02');
    expect(seeds.tools).toEqual(CLI_VERSION_DEFAULT_TOOLS.seeds.filter((n) => n !== 'ask_user'));
    expect(withCliVersion(seeds, '0.61.0').tools).toEqual(release.gemini.tools);
  });

  it('keeps a tool ticked beyond the defaults', () => {
    const release = createDefaultPlaygroundState();
    release.gemini.tools = [...release.gemini.tools, 'save_memory', 'my_tool'];
    const seeds = withCliVersion(release.gemini, '2026-02');
    expect(seeds.tools).toEqual([...CLI_VERSION_DEFAULT_TOOLS.seeds, 'my_tool']);
  });
});
