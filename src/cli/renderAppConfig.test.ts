/**
 * `npm run render` reads the app's own downloaded configuration file (core `buildConfigFile`,
 * the Export menu's "Save configuration") and renders what the page renders for that state;
 * with no file it renders the app's default configuration.
 */
import { describe, expect, it } from 'vitest';
import {
  activeImportedPrompt,
  buildConfigFile,
  createDefaultPlaygroundState,
  environmentMessageText,
  isReleaseVersion,
  loadedRelease,
  renderPromptWith,
  renderSystemPrompt,
  toPromptInput,
  type PlaygroundState,
  type RenderedPrompt,
} from '../core/index';
import { runRenderCli } from './render';

function run(args: string[], files: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = runRenderCli(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`no such file ${path}`);
      return text;
    },
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
  });
  return { code, out, err };
}

/** What the page's preview shows for `state` (ui renderPromptSafely / selectRenderedPrompt). */
function appRender(state: PlaygroundState): RenderedPrompt {
  const imported = activeImportedPrompt(state);
  if (imported) return imported;
  const input = toPromptInput(state);
  // 2026-02: our wording, the module the page loads on demand (core's renderSystemPrompt).
  if (!isReleaseVersion(input.cliVersion)) return renderSystemPrompt(input);
  const release = loadedRelease(input.cliVersion);
  expect(release).not.toBeNull();
  return renderPromptWith(input, { legacy: null, release });
}

/** A configuration unlike the defaults: an older release, typed memory, a skill. */
function editedState(): PlaygroundState {
  const state = createDefaultPlaygroundState('0.59.0');
  state.gemini.userMemory = 'Prefer small commits with descriptive messages.';
  state.gemini.skills = [
    { name: 'changelog', description: 'Writes the changelog', location: '/skills/cl/SKILL.md' },
  ];
  state.gemini.cwd = '/home/dev/shop';
  return state;
}

describe('npm run render <configuration>.promptscope.json', () => {
  it('renders what the app renders for the file’s state: its release, memory and skills', () => {
    const state = editedState();
    const expected = appRender(state);
    expect(expected.error).toBeNull();
    expect(expected.text).toContain('Prefer small commits with descriptive messages.');
    const file = buildConfigFile(state);
    const { code, out, err } = run(['configuration.promptscope.json'], {
      'configuration.promptscope.json': file,
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toBe(`${expected.text}\n`);
    expect(out.length - 1).toBe(expected.text.length);
    const json = JSON.parse(
      run(['--json', 'c.promptscope.json'], { 'c.promptscope.json': file }).out,
    ) as { cliVersion: string; text: string };
    expect(json.cliVersion).toBe('0.59.0');
    expect(json.text).toBe(expected.text);
  });

  it('differs from the default render, so the file is not ignored', () => {
    const fromFile = run(['c.promptscope.json'], {
      'c.promptscope.json': buildConfigFile(editedState()),
    }).out;
    expect(fromFile).not.toBe(run([]).out);
  });

  it('renders the 2026-02 state of a file in our wording, as the app does', () => {
    const state = createDefaultPlaygroundState('2026-02');
    state.gemini.userMemory = 'Use tabs.';
    const { code, out } = run(['c.promptscope.json'], {
      'c.promptscope.json': buildConfigFile(state),
    });
    expect(code).toBe(0);
    expect(out).toBe(`${appRender(state).text}\n`);
  });

  it('prints an active imported prompt as toggled, as the app’s preview does', () => {
    const state = createDefaultPlaygroundState();
    state.importedPrompt = {
      text: 'You are a careful agent.\n\n# Rules\nBe brief.',
      fileName: 'pasted text',
      active: true,
      disabledSpans: [],
    };
    const { out } = run(['c.promptscope.json'], { 'c.promptscope.json': buildConfigFile(state) });
    expect(out).toBe(`${appRender(state).text}\n`);
    expect(out).toContain('Be brief.');
  });

  it('gives the first message of the file’s state, as the app does', () => {
    const state = editedState();
    const { out } = run(['--first-message', 'c.promptscope.json'], {
      'c.promptscope.json': buildConfigFile(state),
    });
    expect(out).toBe(`${environmentMessageText(state)}\n`);
  });

  it('warns about whatever in the file it ignores or resets, and still renders', () => {
    const file = JSON.parse(buildConfigFile(editedState())) as Record<string, unknown>;
    file['comment'] = 'saved for the review';
    (file['state'] as PlaygroundState).gemini.approvalMode = 'sometimes' as never;
    const { code, out, err } = run(['c.promptscope.json'], {
      'c.promptscope.json': JSON.stringify(file),
    });
    expect(code).toBe(0);
    expect(out.length).toBeGreaterThan(1000);
    expect(err).toMatch(/^warning: "comment" .*ignored/m);
    expect(err).toMatch(/^warning: gemini\.approvalMode: /m);
  });

  it('warns about fields a partial prompt input does not read', () => {
    const { code, err } = run(['c.json'], { 'c.json': '{"cliVersion":"0.61.0","colour":"red"}' });
    expect(code).toBe(0);
    expect(err).toContain('warning: "colour" is not a setting the render reads; it was ignored');
  });

  it('says why a file from a newer Promptscope cannot be read', () => {
    const file = JSON.parse(buildConfigFile(editedState())) as Record<string, unknown>;
    file['version'] = 999;
    const { code, out, err } = run(['c.promptscope.json'], {
      'c.promptscope.json': JSON.stringify(file),
    });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('c.promptscope.json: The file was saved by a newer Promptscope');
  });
});

describe('npm run render without a file', () => {
  it('renders the app’s default configuration: same text, same character count', () => {
    const expected = appRender(createDefaultPlaygroundState());
    expect(expected.error).toBeNull();
    const { code, out } = run([]);
    expect(code).toBe(0);
    expect(out).toBe(`${expected.text}\n`);
    expect(out.length - 1).toBe(expected.text.length);
  });

  it('gives the app’s default first message', () => {
    const { out } = run(['--first-message']);
    expect(out).toBe(`${environmentMessageText(createDefaultPlaygroundState())}\n`);
  });
});
