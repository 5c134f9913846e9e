import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPlaygroundState, type PlaygroundState, type PromptInput } from '../../core';
import { renderPromptSafely } from '../components/renderPromptSafely';
import type * as RenderModule from '../components/renderPromptSafely';
import { promptPartSwitch, promptPartTitle } from '../components/sectionLabels';
import { spanAt, spansOf } from '../components/spans/spanAt';
import type * as RenderedPromptModule from './useRenderedPrompt';

/** Renders counted through the one render function the memo calls. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/renderPromptSafely', async (importOriginal) => {
  const actual = await importOriginal<typeof RenderModule>();
  return {
    ...actual,
    renderPromptSafely: (build: () => PromptInput) => {
      renders.count += 1;
      return actual.renderPromptSafely(build);
    },
  };
});

describe('selectRenderedPrompt', () => {
  let selectRenderedPrompt: typeof RenderedPromptModule.selectRenderedPrompt;

  // A fresh module per test: the memo starts empty, whatever ran before.
  beforeEach(async () => {
    vi.resetModules();
    renders.count = 0;
    ({ selectRenderedPrompt } = await import('./useRenderedPrompt'));
  });

  it('renders once per change of the slices it reads', () => {
    const config = createDefaultPlaygroundState();
    const first = selectRenderedPrompt(config);
    expect(renders.count).toBe(1);
    // Same slices (other slices may change): the same object, so features share one render.
    const recounted: PlaygroundState = { ...config, tokens: { encoding: 'cl100k_base' } };
    expect(selectRenderedPrompt(recounted)).toBe(first);
    expect(renders.count).toBe(1);
    const changed = selectRenderedPrompt({
      ...config,
      gemini: { ...config.gemini, userMemory: 'Prefer tabs.' },
    });
    expect(renders.count).toBe(2);
    expect(changed).not.toBe(first);
    expect(changed.text).toContain('Prefer tabs.');
    expect(first.text).not.toContain('Prefer tabs.');
    // The two latest renders are kept: going back to the first slices renders nothing new.
    expect(selectRenderedPrompt(config)).toBe(first);
    expect(renders.count).toBe(2);
  });

  it('shows the CLI error for a missing custom system.md instead of a prompt', () => {
    const config = createDefaultPlaygroundState();
    const rendered = selectRenderedPrompt({
      ...config,
      gemini: { ...config.gemini, env: { GEMINI_SYSTEM_MD: '/nowhere/system.md' } },
    });
    expect(renders.count).toBe(1);
    expect(rendered.error).toContain("missing system prompt file '/nowhere/system.md'");
    expect(rendered.text).toBe('');
  });
});

describe('renderPromptSafely', () => {
  it('turns an exception (building the input or rendering) into an error result', () => {
    const failing = renderPromptSafely(() => {
      throw new Error('bad state');
    });
    expect(failing.error).toBe('Promptscope could not render this configuration (bad state).');
    const rendered = renderPromptSafely(() => ({}) as PromptInput);
    expect(rendered.error).toMatch(/could not render this configuration/);
    expect(rendered.sections).toEqual([]);
  });
});

describe('prompt part labels', () => {
  it.each([
    ['COREMANDATES', 'Core Mandates', 'GEMINI_PROMPT_COREMANDATES=0'],
    ['GIT', 'Git Repository', 'GEMINI_PROMPT_GIT=0'],
    ['USER_MEMORY', 'User memory (GEMINI.md)', 'clear the user memory'],
    ['CUSTOM_TEMPLATE', 'Custom template (system.md)', 'turn GEMINI_SYSTEM_MD off'],
  ])('%s is "%s"', (key, title, hint) => {
    expect(promptPartTitle(key)).toBe(title);
    expect(promptPartSwitch(key)).toBe(hint);
  });
});

describe('spanAt', () => {
  const spans = [
    { key: 'PREAMBLE', start: 0, end: 10 },
    { key: 'GIT', start: 12, end: 20 },
  ] as const;
  it('finds the section under an offset, ends included', () => {
    expect(spanAt(spans, 10)?.key).toBe('PREAMBLE');
    expect(spanAt(spans, 15)?.key).toBe('GIT');
    expect(spanAt(spans, 11)).toBeNull(); // the blank line between sections
    expect(spansOf(spans, 'GIT')).toHaveLength(1);
    expect(spansOf(spans, null)).toEqual([]);
  });
});
