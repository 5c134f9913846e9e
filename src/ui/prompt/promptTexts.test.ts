import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDefaultPlaygroundState,
  renderPromptWith,
  toPromptInput,
  withCliVersion,
  type PlaygroundState,
} from '../../core';
import type * as RenderModule from '../components/renderPromptSafely';
import type * as ReleasesModule from '../../releases';
import type * as TextsModule from './promptTexts';
import type * as RenderedPromptModule from './useRenderedPrompt';

/** A release configuration whose model resolves to the legacy family. */
function legacyFamilyOf(config: PlaygroundState): PlaygroundState {
  return { ...config, gemini: { ...config.gemini, model: 'gemini-2.5-pro' } };
}

function inVersion(config: PlaygroundState, version: PlaygroundState['gemini']['cliVersion']) {
  return { ...config, gemini: withCliVersion(config.gemini, version) };
}

describe('the on-demand prompt texts', () => {
  let texts: typeof TextsModule;
  let render: typeof RenderModule;
  let selectRenderedPrompt: typeof RenderedPromptModule.selectRenderedPrompt;

  // A fresh registry: nothing is loaded, as in the page before its first render.
  beforeEach(async () => {
    vi.resetModules();
    texts = await import('./promptTexts');
    render = await import('../components/renderPromptSafely');
    ({ selectRenderedPrompt } = await import('./useRenderedPrompt'));
  });

  /** What core renders for `config` with every text loaded. */
  async function exactly(config: PlaygroundState): Promise<string> {
    const input = toPromptInput(config);
    const version = config.gemini.cliVersion;
    const release = version === '2026-02' ? null : await texts.loadWholeReleaseText(version);
    return renderPromptWith(input, { legacy: await texts.loadLegacyWording(), release }).text;
  }

  it("a new user's default waits for the newest release's text, then renders it exactly", async () => {
    const config = createDefaultPlaygroundState();
    const standIn = selectRenderedPrompt(config);
    expect(render.isWaitingForWording(standIn)).toBe(true);
    expect(standIn.error).toContain(`release ${config.gemini.cliVersion}`);
    await texts.loadReleaseText(config.gemini.cliVersion);
    expect(texts.loadedReleaseText(config.gemini.cliVersion)?.version).toBe(
      config.gemini.cliVersion,
    );
    const rendered = selectRenderedPrompt(config);
    expect(rendered.error).toBeNull();
    expect(rendered.text).toBe(await exactly(config));
  });

  it('keeps the last prompt while another release or our wording loads, then renders each exactly', async () => {
    const current = createDefaultPlaygroundState();
    await texts.loadReleaseText(current.gemini.cliVersion);
    const shown = selectRenderedPrompt(current);
    expect(shown.error).toBeNull();
    const older = inVersion(current, '0.52.0');
    expect(selectRenderedPrompt(older)).toBe(shown);
    const seeds = createDefaultPlaygroundState('2026-02');
    expect(selectRenderedPrompt(seeds)).toBe(shown);
    const standIn = render.renderPromptSafely(() => toPromptInput(seeds));
    expect(render.isWaitingForWording(standIn)).toBe(true);
    expect(standIn.text).toBe('');

    for (const config of [older, seeds, legacyFamilyOf(current)]) {
      const expected = await exactly(config);
      const rendered = selectRenderedPrompt(config);
      expect(render.isWaitingForWording(rendered)).toBe(false);
      expect(rendered.error).toBeNull();
      expect(rendered.text).toBe(expected);
    }
  });

  it('a failed release load is tried again on the next call', async () => {
    vi.doMock('../../releases', () => ({
      loadReleasePromptCode: () => Promise.reject(new TypeError('Failed to fetch')),
      loadReleaseLegacy: () => Promise.reject(new TypeError('Failed to fetch')),
    }));
    vi.resetModules();
    const fresh = await import('./promptTexts');
    await expect(fresh.loadReleaseText('0.45.0')).rejects.toThrow(
      "The CLI's own text of release 0.45.0 did not load (Failed to fetch).",
    );
    vi.doUnmock('../../releases');
    vi.resetModules();
    // The module keeps no failed promise: a new attempt goes to the loader again.
    const again = await import('./promptTexts');
    await expect(again.loadReleaseText('0.45.0')).resolves.toMatchObject({ version: '0.45.0' });
  });

  it("renders with a release's text before its tool declarations are asked for, which then join it", async () => {
    const actual = await vi.importActual<typeof ReleasesModule>('../../releases');
    let deliver: ((tools: Awaited<ReturnType<typeof actual.loadReleaseTools>>) => void) | null =
      null;
    let fail: (error: Error) => void = () => {};
    vi.doMock('../../releases', () => ({
      ...actual,
      loadReleaseTools: () =>
        new Promise((resolve, reject) => {
          deliver = resolve;
          fail = reject;
        }),
    }));
    vi.resetModules();
    const fresh = await import('./promptTexts');
    const version = createDefaultPlaygroundState().gemini.cliVersion;
    expect(fresh.releaseToolsPending(version)).toBe(false);
    const renderer = await fresh.loadReleaseText(version);
    expect(renderer.tools).toBeNull();
    // The text alone does not load them: pending until something asks for them.
    expect(fresh.releaseToolsPending(version)).toBe(true);
    expect(deliver).toBeNull();
    const joined = fresh.loadReleaseDeclarations(version);
    await vi.waitFor(() => expect(deliver).not.toBeNull());
    expect(fresh.releaseToolsPending(version)).toBe(true);
    const tools = await actual.loadReleaseTools(version);
    deliver!(tools);
    await joined;
    expect(fresh.releaseToolsPending(version)).toBe(false);
    // The very renderer the core was given now carries them.
    expect(renderer.tools).toBe(tools);
    expect(fresh.loadedReleaseText(version)).toBe(renderer);

    // A failed load of the declarations leaves the text, nothing pending, and is tried again.
    const older = await fresh.loadReleaseText('0.52.0');
    deliver = null;
    const failed = fresh.loadReleaseDeclarations('0.52.0');
    await vi.waitFor(() => expect(deliver).not.toBeNull());
    fail(new TypeError('Failed to fetch'));
    await failed;
    expect(fresh.releaseToolsPending('0.52.0')).toBe(false);
    expect(older.tools).toBeNull();
    deliver = null;
    const again = fresh.loadReleaseDeclarations('0.52.0');
    await vi.waitFor(() => expect(deliver).not.toBeNull());
    deliver!(await actual.loadReleaseTools('0.52.0'));
    await again;
    expect(older.tools).not.toBeNull();
    vi.doUnmock('../../releases');
  });

  it("renders the modern family before the release's legacy snippets arrive, the legacy family once they have", async () => {
    const actual = await vi.importActual<typeof ReleasesModule>('../../releases');
    let deliver: (() => void) | null = null;
    vi.doMock('../../releases', () => ({
      ...actual,
      loadReleaseLegacy: (version: string) =>
        new Promise((resolve) => {
          deliver = () => resolve(actual.loadReleaseLegacy(version));
        }),
    }));
    vi.resetModules();
    const fresh = await import('./promptTexts');
    const freshRender = await import('../components/renderPromptSafely');
    const config = createDefaultPlaygroundState();
    const version = config.gemini.cliVersion;
    const renderer = await fresh.loadReleaseText(version);
    expect(renderer.legacy).toBeNull();
    expect(deliver).toBeNull();
    const legacyConfig = legacyFamilyOf(config);
    const waiting = freshRender.renderPromptSafely(() => toPromptInput(legacyConfig));
    expect(freshRender.isWaitingForWording(waiting)).toBe(true);
    expect(waiting.error).toContain(`release ${version}`);
    const modern = freshRender.renderPromptSafely(() => toPromptInput(config));
    expect(modern.error).toBeNull();
    // The text alone does not ask for them: the render that needs them does.
    await vi.waitFor(() => expect(deliver).not.toBeNull());
    deliver!();
    await fresh.loadReleaseLegacyText(version);
    expect(renderer.legacy).not.toBeNull();
    const rendered = freshRender.renderPromptSafely(() => toPromptInput(legacyConfig));
    expect(rendered.error).toBeNull();
    const whole = await actual.loadReleaseBundle(version);
    expect(rendered.text).toBe(
      renderPromptWith(toPromptInput(legacyConfig), {
        legacy: await fresh.loadLegacyWording(),
        release: whole,
      }).text,
    );
    vi.doUnmock('../../releases');
  });
});
