import { describe, expect, it } from 'vitest';
import {
  createDefaultPlaygroundState,
  isSectionEnabled,
  SECTION_KEYS,
  type PlaygroundState,
} from '../../../core';
import { MINIMAL_KEPT_SECTIONS, PRESETS } from './presets';
import { STARTER_TEMPLATE } from './starterTemplate';

function preset(id: string) {
  const found = PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return found.apply;
}

/** A configuration a user has edited: content that every preset must keep. */
function edited(): PlaygroundState {
  const state = createDefaultPlaygroundState();
  return {
    ...state,
    target: 'asimi',
    gemini: {
      ...state.gemini,
      userMemory: '# my notes',
      skills: [{ name: 's', description: 'd', location: '/x/SKILL.md' }],
      env: { GEMINI_PROMPT_GIT: '0', SANDBOX: 'docker', OTHER: 'kept' },
      model: 'flash',
      interactive: false,
      approvalMode: 'yolo',
    },
  };
}

describe('presets', () => {
  it.each(PRESETS.map((p) => p.id))('%s keeps user content and selects the Gemini target', (id) => {
    const before = edited();
    const after = preset(id)(before);
    expect(after.target).toBe('gemini');
    expect(after.gemini.userMemory).toBe('# my notes');
    expect(after.gemini.skills).toEqual(before.gemini.skills);
    expect(after.gemini.env['OTHER']).toBe('kept');
    // Pure: the input is not mutated.
    expect(before).toEqual(edited());
  });

  it('default interactive restores mode, model, tools and clears section/sandbox/template env', () => {
    const after = preset('default')(edited());
    const defaults = createDefaultPlaygroundState().gemini;
    expect(after.gemini).toMatchObject({
      interactive: true,
      approvalMode: 'default',
      model: defaults.model,
      previewFeatures: false,
      tools: defaults.tools,
    });
    expect(after.gemini.env).toEqual({ OTHER: 'kept' });
  });

  it('non-interactive sets interactive off with the default approval mode', () => {
    const after = preset('ci')(createDefaultPlaygroundState());
    expect(after.gemini.interactive).toBe(false);
    expect(after.gemini.approvalMode).toBe('default');
  });

  it('plan mode switches approval to plan and registers both plan-mode tools', () => {
    const after = preset('plan')(edited());
    expect(after.gemini.approvalMode).toBe('plan');
    expect(after.gemini.interactive).toBe(true);
    expect(after.gemini.tools).toEqual(
      expect.arrayContaining(['enter_plan_mode', 'exit_plan_mode']),
    );
    expect(isSectionEnabled('PLANNINGWORKFLOW', after.gemini.env)).toBe(true);
  });

  it('Gemini 3 preview turns preview features on with auto-gemini-3 (2026-02)', () => {
    const before = edited();
    const after = preset('gemini3')({
      ...before,
      gemini: { ...before.gemini, cliVersion: '2026-02' },
    });
    expect(after.gemini.model).toBe('auto-gemini-3');
    expect(after.gemini.previewFeatures).toBe(true);
  });

  it('Gemini 3 preview picks gemini-3-pro-preview with preview access (current CLI)', () => {
    const after = preset('gemini3')(edited());
    expect(after.gemini.cliVersion).toBe('0.61.0');
    expect(after.gemini.model).toBe('gemini-3-pro-preview');
    expect(after.gemini.hasPreviewAccess).toBe(true);
  });

  it('Seatbelt writes SANDBOX=sandbox-exec on darwin', () => {
    const after = preset('seatbelt')(edited());
    expect(after.gemini.env['SANDBOX']).toBe('sandbox-exec');
    expect(after.gemini.platform).toBe('darwin');
  });

  it('custom template sets GEMINI_SYSTEM_MD=1 and writes the starter to <cwd>/.gemini/system.md', () => {
    const state = createDefaultPlaygroundState();
    const after = preset('custom')(state);
    const path = `${state.gemini.cwd}/.gemini/system.md`;
    expect(after.gemini.env['GEMINI_SYSTEM_MD']).toBe('1');
    expect(after.workspace.files[path]).toBe(STARTER_TEMPLATE);
  });

  it('custom template keeps an existing non-empty system.md', () => {
    const state = createDefaultPlaygroundState();
    const path = `${state.gemini.cwd}/.gemini/system.md`;
    state.workspace.files = { [path]: 'mine' };
    expect(preset('custom')(state).workspace.files[path]).toBe('mine');
  });

  it('minimal keeps only the preamble and core mandates, and leaves custom mode', () => {
    const state = edited();
    state.gemini.env['GEMINI_SYSTEM_MD'] = '1';
    const after = preset('minimal')(state);
    for (const key of SECTION_KEYS) {
      expect(isSectionEnabled(key, after.gemini.env)).toBe(MINIMAL_KEPT_SECTIONS.includes(key));
    }
    expect(after.gemini.env['GEMINI_SYSTEM_MD']).toBeUndefined();
  });
});
