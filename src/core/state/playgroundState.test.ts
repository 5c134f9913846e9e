import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from '../prompt/defaults';
import { CURRENT_BUILTIN_TOOL_NAMES } from '../toolNames';
import { createDefaultCurrentSettings } from './cliVersion';
import { createDefaultPlaygroundState } from './defaults';
import { restorePlaygroundState } from './persist';
import type { RestoreRules } from './rules';
import { PLAYGROUND_STATE_RULES } from './stateRules';
import { isPlainObject } from './values';

/** Every [path, value] pair of a state, with rule-style paths (`a.b`, arrays as `a[]`). */
function walk(value: unknown, path = ''): [string, unknown][] {
  const out: [string, unknown][] = [[path, value]];
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      out.push(...walk(child, path === '' ? key : `${path}.${key}`));
    }
  }
  return out;
}

const rules: RestoreRules = PLAYGROUND_STATE_RULES;

describe('createDefaultPlaygroundState', () => {
  it('returns a fresh object on every call', () => {
    const a = createDefaultPlaygroundState();
    const b = createDefaultPlaygroundState();
    expect(a).toEqual(b);
    a.gemini.tools.push('x');
    a.workspace.files['/x'] = 'y';
    expect(b.gemini.tools).not.toContain('x');
    expect(createDefaultPlaygroundState().workspace.files).not.toHaveProperty('/x');
  });

  it('takes the Gemini settings from the prompt pipeline defaults, files moved to the workspace', () => {
    const { files, ...prompt } = createDefaultPromptInput();
    const state = createDefaultPlaygroundState();
    const { memorySource, ...gemini } = state.gemini;
    // The current CLI's settings and its default model `auto` come on top of the pipeline's.
    expect(gemini).toEqual({
      ...prompt,
      ...createDefaultCurrentSettings(),
      model: 'auto',
      tools: [...CURRENT_BUILTIN_TOOL_NAMES],
      userMemory: '',
    });
    expect(memorySource).toBe('manual');
    for (const path of Object.keys(files)) expect(state.workspace.files).toHaveProperty([path]);
    // The environment sample's workspace is the Gemini cwd, so its files must be present.
    expect(Object.keys(state.workspace.files).some((p) => p.startsWith(state.gemini.cwd))).toBe(
      true,
    );
  });

  it('satisfies its own restore rules (no repairs)', () => {
    const defaults = createDefaultPlaygroundState();
    expect(restorePlaygroundState(defaults)).toEqual({ state: defaults, repairs: [] });
  });

  it('has a rule for every record field (otherwise records would be restored as structs)', () => {
    // Records are the objects whose keys are data: env vars and file paths.
    for (const path of ['gemini.env', 'asimi.env', 'workspace.files']) {
      expect(rules[path]?.recordOf).toBe('');
    }
  });

  it('has an element rule for every array of objects', () => {
    for (const [path, value] of walk(createDefaultPlaygroundState())) {
      if (!Array.isArray(value)) continue;
      const element: unknown = value[0];
      // Arrays without an arrayOf rule are restored as arrays of strings.
      if (element !== undefined && typeof element !== 'string') {
        expect(rules[path]?.arrayOf, path).toBeDefined();
      }
    }
    expect(rules['gemini.skills']?.arrayOf).toEqual({ name: '', description: '', location: '' });
  });

  it('never holds secrets such as the Gemini API key', () => {
    // Share links and local storage carry the whole state; a key must never travel in them.
    const secretLike = /api.?key|secret|password|credential|bearer|auth/i;
    for (const [path] of walk(createDefaultPlaygroundState())) {
      expect(path).not.toMatch(secretLike);
    }
    const restored = restorePlaygroundState({ gemini: { apiKey: 'AIza-secret' }, apiKey: 'x' });
    expect(JSON.stringify(restored.state)).not.toContain('AIza-secret');
    expect(restored.repairs.map((r) => r.path)).toEqual(['gemini.apiKey', 'apiKey']);
  });
});

describe('restorePlaygroundState', () => {
  // Each row: a wrong value and the repaired path; the field must come back as its default.
  describe.each([
    ['target', { target: 'claude' }],
    ['gemini.approvalMode', { gemini: { approvalMode: 'auto' } }],
    ['gemini.interactive', { gemini: { interactive: 'yes' } }],
    ['gemini.platform', { gemini: { platform: 'freebsd' } }],
    ['environment.date', { environment: { date: '21/11/2026' } }],
    ['environment.locale', { environment: { locale: 'not a locale' } }],
    ['tokens.encoding', { tokens: { encoding: 'gemma' } }],
    ['compression.threshold', { compression: { threshold: 0 } }],
    ['compression.threshold', { compression: { threshold: 1.5 } }],
    ['compression.preserveFraction', { compression: { preserveFraction: 1 } }],
    ['compression.lastPromptTokenCount', { compression: { lastPromptTokenCount: -5 } }],
    ['compression.lastPromptTokenCount', { compression: { lastPromptTokenCount: 1.5 } }],
    ['compression.customHistory', { compression: { customHistory: [] } }],
    ['providers.selected', { providers: { selected: 'mistral' } }],
    ['providers.permissionMode', { providers: { permissionMode: 'ask' } }],
    ['providers.openaiApi', { providers: { openaiApi: 'assistants' } }],
    ['providers.capabilities.webAccess', { providers: { capabilities: { webAccess: 'yes' } } }],
    ['asimi.sandbox', { asimi: { sandbox: 'seatbelt' } }],
  ])('%s', (path, raw) => {
    it('is reset to its default and reported', () => {
      const result = restorePlaygroundState(raw);
      expect(result.repairs.map((r) => [r.path, r.action])).toEqual([[path, 'reset to default']]);
      expect(result.state).toEqual(createDefaultPlaygroundState());
    });
  });

  it('keeps valid boundary values', () => {
    const raw = {
      compression: { threshold: 1, preserveFraction: 0.999, lastPromptTokenCount: 0 },
      environment: { locale: '', date: '2024-02-29' },
    };
    const result = restorePlaygroundState(raw);
    expect(result.repairs).toEqual([]);
    expect(result.state.compression).toMatchObject(raw.compression);
  });

  it('drops bad skills, env values and files but keeps the good ones', () => {
    const result = restorePlaygroundState({
      gemini: {
        skills: [{ name: 'pdf', description: 'Reads PDFs', location: '/s/pdf' }, 42],
        env: { GEMINI_PROMPT_GIT: '0', SANDBOX: true },
      },
      workspace: { files: { '/a/GEMINI.md': 'hi', '/b': null } },
    });
    expect(result.state.gemini.skills).toEqual([
      { name: 'pdf', description: 'Reads PDFs', location: '/s/pdf' },
    ]);
    expect(result.state.gemini.env).toEqual({ GEMINI_PROMPT_GIT: '0' });
    expect(result.state.workspace.files).toEqual({ '/a/GEMINI.md': 'hi' });
    expect(result.repairs.map((r) => r.path)).toEqual([
      'gemini.skills[1]',
      'gemini.env["SANDBOX"]',
      'workspace.files["/b"]',
    ]);
  });
});
