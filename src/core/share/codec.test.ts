/** Share links: encoding and decoding round trips, and repairs of wrong values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '../security/controlCharacters';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { buildShareUrl, decodeShareState, encodeShareState, SHARE_SCHEMA_VERSION } from './codec';
import { packSharePayload } from './payload';
import { SHARE_FRAGMENT_KEY } from './shareUrl';

const text = (maxLength = 40) => fc.string({ unit: 'binary', maxLength });
/** A name, id or path: one line, so no control characters (the state rules refuse them). */
const line = (maxLength = 40) =>
  text(maxLength).map((s) => [...s].filter((char) => !hasControlCharacters(char)).join(''));
const key = fc
  .string({ maxLength: 30 })
  .filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));
const dict = (maxKeys: number, value = text(200)) =>
  fc.dictionary(key, value, { maxKeys, noNullPrototype: true });
const fraction = (maxExcluded: boolean) =>
  fc.double({ min: 0, max: 1, minExcluded: true, maxExcluded, noNaN: true });
const isoDate = fc
  .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Any state the restore rules accept; fields are often left at their default. */
const stateArbitrary: fc.Arbitrary<PlaygroundState> = fc
  .record({
    target: fc.constantFrom('gemini', 'asimi', 'providers'),
    gemini: fc.record({
      interactive: fc.boolean(),
      approvalMode: fc.constantFrom('default', 'autoEdit', 'yolo', 'plan'),
      model: line(),
      previewFeatures: fc.boolean(),
      tools: fc.array(line(30), { maxLength: 25 }),
      skills: fc.array(fc.record({ name: line(), description: text(), location: line() }), {
        maxLength: 4,
      }),
      agentDirectoryContext: text(300),
      env: dict(6, fc.constantFrom('0', 'false', 'docker', 'sandbox-exec', '~/s.md', '')),
      isGitRepository: fc.boolean(),
      platform: fc.constantFrom('linux', 'darwin', 'win32'),
      enableShellOutputEfficiency: fc.boolean(),
      plansDir: line(),
      userMemory: text(2000),
      cwd: line(),
      homeDir: line(),
      memorySource: fc.constantFrom('manual', 'discovered'),
      cliVersion: fc.constantFrom('2026-02', '0.61.0'),
      hasPreviewAccess: fc.boolean(),
      gemini31Launched: fc.boolean(),
      subAgents: fc.array(fc.record({ name: line(), description: text() }), { maxLength: 3 }),
      taskTrackerEnabled: fc.boolean(),
      topicUpdateNarration: fc.boolean(),
      activeTopic: line(),
      contextFilenames: fc.array(line(), { maxLength: 3 }),
      approvedPlanPath: line(),
      memoryForm: fc.constantFrom('text', 'parts'),
      memoryParts: fc.record({
        global: text(),
        extension: text(),
        project: text(),
        userProjectMemory: text(),
      }),
    }),
    workspace: fc.record({ sampleId: line(), files: dict(5) }),
    environment: fc.record({
      date: isoDate,
      locale: fc.constantFrom('', 'en-US', 'de-DE', 'ja-JP', 'fr'),
      tempDir: line(),
      workspaceDirs: fc.array(line(), { maxLength: 4 }),
      environmentMemory: text(300),
      jitContext: fc.boolean(),
      includeDirectoryTree: fc.boolean(),
    }),
    tokens: fc.record({ encoding: fc.constantFrom('o200k_base', 'cl100k_base') }),
    compression: fc.record({
      sampleId: line(),
      customHistory: fc.option(text(500), { nil: null }),
      threshold: fraction(false),
      preserveFraction: fraction(true),
      force: fc.boolean(),
      model: line(),
      lastPromptTokenCount: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
      scale: fc.constantFrom('chars', 'tokens'),
    }),
    providers: fc.record({
      selected: fc.constantFrom('claude', 'gemini', 'openai'),
      permissionMode: fc.constantFrom('auto', 'interactive', 'deny'),
      capabilities: fc.record({ webAccess: fc.boolean(), subAgents: fc.boolean() }),
      tools: fc.array(fc.record({ name: line(), description: text(), inputSchema: text(200) }), {
        maxLength: 3,
      }),
      openaiApi: fc.constantFrom('chat', 'responses'),
      models: fc.record({ claude: line(), gemini: line(), openai: line() }),
      userMessage: text(200),
    }),
    context: fc.record({
      turnText: text(200),
      ideEnabled: fc.boolean(),
      ide: fc.record({
        activeFile: line(),
        cursorLine: fc.integer({ min: 0, max: 100_000 }),
        cursorCharacter: fc.integer({ min: 0, max: 1_000 }),
        selectedText: text(),
        openFiles: fc.array(line(), { maxLength: 3 }),
      }),
      ideTurn: fc.integer({ min: 1, max: 1_000 }),
      toolCallPending: fc.boolean(),
      beforeAgentHooks: fc.array(
        fc.record({ hookName: line(), additionalContext: text(200), enabled: fc.boolean() }),
        { maxLength: 3 },
      ),
      skillActivations: fc.array(fc.record({ name: line(), instructions: text(200) }), {
        maxLength: 2,
      }),
      history: fc.constantFrom('none', 'compression'),
      sessionStart: fc.option(text(300), { nil: null }),
    }),
  })
  .chain((generated) =>
    // Keep a random subset of slices at their defaults so the diff's omissions are exercised.
    fc.subarray(Object.keys(generated)).map((changed) => {
      const state: Record<string, unknown> = { ...createDefaultPlaygroundState() };
      for (const slice of changed) {
        const value = generated[slice as keyof typeof generated];
        // Generated slices cover the main fields; the rest keep their defaults.
        state[slice] =
          typeof value === 'object' ? { ...(state[slice] as object), ...value } : value;
      }
      return state as unknown as PlaygroundState;
    }),
  );

describe('encodeShareState / decodeShareState', () => {
  it('encodes the default state (only its CLI version) in at most 64 characters', () => {
    const encoded = encodeShareState(createDefaultPlaygroundState());
    expect(encoded.length).toBeLessThanOrEqual(64);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('round-trips any valid state exactly, with no repairs (property)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const decoded = decodeShareState(encodeShareState(state));
        expect(decoded.error).toBeNull();
        expect(decoded.repairs).toEqual([]);
        expect(decoded.state).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips a 30 KB custom template and a 30 KB memory exactly', () => {
    const line = (i: number) => `Line ${i}: keep \${read_file_ToolName} — ünïcødé ✓ 🚀\n\n\n`;
    const template = Array.from({ length: 700 }, (_, i) => line(i))
      .join('')
      .slice(0, 30_000);
    const memory = Array.from({ length: 30_000 }, (_, i) =>
      String.fromCharCode(32 + ((i * 7919) % 95)),
    ).join('');
    const state = createDefaultPlaygroundState();
    state.gemini.env['GEMINI_SYSTEM_MD'] = '1';
    state.workspace.files[`${state.gemini.cwd}/.gemini/system.md`] = template;
    state.gemini.userMemory = memory;
    const encoded = encodeShareState(state);
    const decoded = decodeShareState(encoded);
    expect(decoded.error).toBeNull();
    expect(decoded.state).toEqual(state);
    // Deflate must shrink repetitive text well below its raw size (links stay shareable).
    expect(encoded.length).toBeLessThan(60_000);
  });

  it('encodes only what differs from the defaults', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.approvalMode = 'plan';
    const small = encodeShareState(state).length;
    state.gemini.userMemory = 'x'.repeat(10);
    expect(encodeShareState(state).length).toBeGreaterThan(small);
    expect(small).toBeLessThanOrEqual(90);
  });

  it('builds a link with the #s= fragment that decodes back', () => {
    const state = createDefaultPlaygroundState();
    state.target = 'asimi';
    const url = buildShareUrl('https://example.test/app/?x=1#old', state);
    expect(url.startsWith(`https://example.test/app/?x=1#${SHARE_FRAGMENT_KEY}=`)).toBe(true);
    expect(decodeShareState(url).state.target).toBe('asimi');
  });

  it.each([
    ['a whole link', (p: string) => `https://example.test/#s=${p}`],
    ['a fragment', (p: string) => `#s=${p}`],
    ['a bare payload', (p: string) => p],
    [
      'a link wrapped over lines',
      (p: string) => `https://example.test/#s=${p.slice(0, 5)}\n  ${p.slice(5)}`,
    ],
    ['a fragment with other params', (p: string) => `#theme=dark&s=${p}`],
  ])('accepts %s', (_label, wrap) => {
    const state = createDefaultPlaygroundState();
    state.tokens.encoding = 'cl100k_base';
    const decoded = decodeShareState(wrap(encodeShareState(state)));
    expect(decoded.error).toBeNull();
    expect(decoded.state.tokens.encoding).toBe('cl100k_base');
  });

  it('lists repairs for wrong types and out-of-range values and keeps the rest', () => {
    const payload = packSharePayload({
      v: SHARE_SCHEMA_VERSION,
      d: {
        gemini: { interactive: 'no', approvalMode: 'plan', tools: 'all' },
        compression: { threshold: 2 },
        unknownSlice: {},
      },
    });
    const decoded = decodeShareState(payload);
    expect(decoded.error).toBeNull();
    expect(decoded.state.gemini.approvalMode).toBe('plan');
    expect(decoded.state.gemini.interactive).toBe(true);
    expect(decoded.repairs.map((r) => `${r.path}: ${r.action}`)).toEqual([
      'gemini.interactive: reset to default',
      'gemini.tools: reset to default',
      'compression.threshold: reset to default',
      'unknownSlice: dropped',
    ]);
  });
});
