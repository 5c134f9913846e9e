import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_RELEASES, type ReleaseVersion } from '../cliVersion';
import { createCurrentPromptInput } from '../defaults';
import { renderPromptWith } from '../renderPrompt';
import { segmentText } from '../../tokens/segmentText';
import type { PromptInput } from '../types';
import { releaseCompressionPrompt } from './compression';
import { releaseModelResolution } from './family';
import { ReleaseTextMissingError } from './missing';
import type { ReleaseRenderer } from './port';
import { loadedRelease } from './loaded';

// The test setup hands every installed bundle to the core (src/cli/testing).
const release = (version: string): ReleaseRenderer => {
  const found = loadedRelease(version);
  if (!found) throw new Error(`release ${version} is not installed`);
  return found;
};
const render = (input: PromptInput, version: string) =>
  renderPromptWith(
    { ...input, cliVersion: version as ReleaseVersion },
    { legacy: null, release: release(version) },
  );

describe('the supported releases', () => {
  it('are the manifest’s releases, newest first', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../releases/manifest.json', import.meta.url), 'utf8'),
    ) as { releases: { version: string }[] };
    expect([...SUPPORTED_RELEASES]).toEqual(manifest.releases.map((entry) => entry.version));
    for (const version of SUPPORTED_RELEASES) expect(release(version).version).toBe(version);
  });
});

describe('rendering a release from its own code', () => {
  it('renders the release’s getCoreSystemPrompt plus its memory block', () => {
    const input = { ...createCurrentPromptInput(), userMemory: 'Use pnpm.' };
    const newest = release('0.61.0');
    const rendered = render(input, '0.61.0');
    expect(rendered.error).toBeNull();
    expect(rendered.model?.family).toBe('modern');
    expect(rendered.text.startsWith('You are Gemini CLI')).toBe(true);
    for (const heading of [
      '# Core Mandates',
      '# Operational Guidelines',
      '# Contextual Instructions',
    ]) {
      expect(rendered.text).toContain(heading);
    }
    expect(rendered.text).toContain(newest.modern.renderFinalShell('', 'Use pnpm.', ['GEMINI.md']));
  });

  it('0.59.0 and 0.61.0 differ by the one sentence 0.60 added to Core Mandates', () => {
    const input = createCurrentPromptInput();
    const older = render(input, '0.59.0');
    const newer = render(input, '0.61.0');
    let start = 0;
    while (older.text[start] === newer.text[start]) start++;
    let tail = 0;
    while (
      tail < older.text.length - start &&
      older.text[older.text.length - 1 - tail] === newer.text[newer.text.length - 1 - tail]
    ) {
      tail++;
    }
    // One insertion, nothing removed: 0.59's text is 0.61's without it.
    expect(start + tail).toBe(older.text.length);
    const added = newer.text.slice(start, newer.text.length - tail);
    expect(added.length).toBe(352);
    const mandates = newer.sections.find((span) => span.key === 'COREMANDATES');
    expect(mandates && start >= mandates.start && start + added.length <= mandates.end).toBe(true);
  });

  it('throws the not-loaded error without the release, or with another release', () => {
    const input = createCurrentPromptInput();
    expect(() =>
      renderPromptWith(
        { ...input, cliVersion: '0.59.0' },
        { legacy: null, release: release('0.61.0') },
      ),
    ).toThrow(ReleaseTextMissingError);
  });

  it('picks the family with the release’s own models.js', () => {
    const newest = release('0.61.0');
    const family = (model: string, access: Partial<PromptInput> = {}) =>
      releaseModelResolution({ model, ...access }, newest).family;
    expect(family('auto')).toBe('modern');
    expect(family('auto', { hasPreviewAccess: false })).toBe('legacy');
    expect(family('gemini-2.5-flash')).toBe('legacy');
    expect(family('my-proxy-model')).toBe('modern');
    const legacy = render({ ...createCurrentPromptInput(), model: 'gemini-2.5-pro' }, '0.61.0');
    expect(legacy.model?.family).toBe('legacy');
    expect(legacy.sections.map((span) => span.key)).toContain('FINALREMINDER');
  });

  it('remembers each release’s resolutions by input, never across releases or inputs', () => {
    const calls: unknown[][] = [];
    const stub = (resolved: string) => ({
      version: '0.61.0',
      models: {
        resolveModel: (...args: unknown[]) => {
          calls.push(args);
          return args[0] === 'auto' ? resolved : String(args[0]);
        },
        supportsModernFeatures: (model: string) => model.startsWith('gemini-3'),
      },
    });
    const first = stub('gemini-3-pro-preview');
    const second = stub('gemini-2.5-pro');
    const resolve = (release: typeof first, access: Partial<PromptInput> = {}) =>
      releaseModelResolution({ model: 'auto', ...access }, release);
    expect(resolve(first)).toEqual(resolve(first));
    expect(calls).toHaveLength(1);
    expect(resolve(second).family).toBe('legacy');
    expect(resolve(first).family).toBe('modern');
    expect(calls).toHaveLength(2);
    resolve(first, { hasPreviewAccess: false });
    resolve(first, { gemini31Launched: true });
    resolve(first, { gemini35FlashGA: true });
    expect(calls).toHaveLength(5);
    expect(releaseModelResolution({ model: 'gemini-2.5-flash' }, first).resolved).toBe(
      'gemini-2.5-flash',
    );
  });

  it('takes the summariser prompt from the release, per family', () => {
    const newest = release('0.61.0');
    expect(releaseCompressionPrompt(newest, { model: 'auto' }, '/p/plan.md')).toBe(
      newest.modern.getCompressionPrompt('/p/plan.md'),
    );
    expect(releaseCompressionPrompt(newest, { model: 'gemini-2.5-pro' })).toBe(
      newest.legacy?.getCompressionPrompt(),
    );
    // Before the legacy snippets have arrived (they load apart), a legacy render waits.
    const modernOnly = { ...newest, legacy: null };
    expect(() => releaseCompressionPrompt(modernOnly, { model: 'gemini-2.5-pro' })).toThrow(
      ReleaseTextMissingError,
    );
    expect(releaseCompressionPrompt(modernOnly, { model: 'auto' })).toBe(
      newest.modern.getCompressionPrompt(),
    );
  });
});

const SECTION_TOGGLES = [
  'PREAMBLE',
  'COREMANDATES',
  'PRIMARYWORKFLOWS',
  'OPERATIONALGUIDELINES',
  'GIT',
  'SANDBOX',
];

const inputs = fc.record({
  version: fc.constantFrom(...SUPPORTED_RELEASES),
  model: fc.constantFrom('auto', 'gemini-2.5-pro', 'gemini-3-flash-preview', 'flash', 'custom-x'),
  approvalMode: fc.constantFrom('default', 'autoEdit', 'yolo', 'plan') as fc.Arbitrary<
    PromptInput['approvalMode']
  >,
  interactive: fc.boolean(),
  isGitRepository: fc.boolean(),
  off: fc.subarray(SECTION_TOGGLES),
  sandbox: fc.constantFrom(undefined, 'sandbox-exec', 'docker'),
  memory: fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 40 }),
    fc.record({ global: fc.string({ maxLength: 20 }), project: fc.string({ maxLength: 20 }) }),
  ),
  tracker: fc.constantFrom(undefined, '/tmp/tracker'),
  topic: fc.constantFrom('', 'Fix the build'),
});

describe('meter rows of every release', () => {
  it('cover the text exactly, one row per non-empty section the release renders', () => {
    fc.assert(
      fc.property(inputs, (c) => {
        const input: PromptInput = {
          ...createCurrentPromptInput(),
          model: c.model,
          approvalMode: c.approvalMode,
          interactive: c.interactive,
          isGitRepository: c.isGitRepository,
          userMemory: c.memory,
          taskTracker: c.tracker,
          activeTopic: c.topic,
          env: Object.fromEntries([
            ...c.off.map((key) => [`GEMINI_PROMPT_${key}`, '0']),
            ...(c.sandbox ? [['SANDBOX', c.sandbox]] : []),
          ]),
        };
        const rendered = render(input, c.version);
        const segments = segmentText(rendered.text, rendered.sections);
        expect(segments.map((segment) => segment.text).join('')).toBe(rendered.text);
        // Every span is the text between the release's own section boundaries.
        for (const span of rendered.sections) {
          expect(rendered.text.slice(span.start, span.end).trim()).not.toBe('');
        }
        const gaps = rendered.sections.map((span, i) =>
          rendered.text.slice(rendered.sections[i - 1]?.end ?? 0, span.start),
        );
        expect(gaps.every((gap) => gap.trim() === '')).toBe(true);
        expect(rendered.text.slice(rendered.sections.at(-1)?.end ?? 0).trim()).toBe('');
      }),
      { numRuns: 150, seed: 29 },
    );
  });
});
