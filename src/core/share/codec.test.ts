import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { restorePlaygroundState } from '../state/persist';
import {
  buildShareUrl,
  decodeShareState,
  encodeShareState,
  SHARE_MIGRATIONS,
  SHARE_SCHEMA_VERSION,
} from './codec';
import { bytesToBase64Url } from './base64url';
import type { ShareErrorKind } from './errors';
import { MAX_SHARE_INFLATED_BYTES, MAX_SHARE_PAYLOAD_LENGTH } from './limits';
import { packSharePayload, unpackSharePayload } from './payload';
import { SHARE_FRAGMENT_KEY } from './shareUrl';

const text = (maxLength = 40) => fc.string({ unit: 'binary', maxLength });
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
      model: text(),
      previewFeatures: fc.boolean(),
      tools: fc.array(text(30), { maxLength: 25 }),
      skills: fc.array(fc.record({ name: text(), description: text(), location: text() }), {
        maxLength: 4,
      }),
      agentDirectoryContext: text(300),
      env: dict(6, fc.constantFrom('0', 'false', 'docker', 'sandbox-exec', '~/s.md', '')),
      isGitRepository: fc.boolean(),
      platform: fc.constantFrom('linux', 'darwin', 'win32'),
      enableShellOutputEfficiency: fc.boolean(),
      plansDir: text(),
      userMemory: text(2000),
      cwd: text(),
      homeDir: text(),
      memorySource: fc.constantFrom('manual', 'discovered'),
      cliVersion: fc.constantFrom('2026-02', 'v0.61'),
      hasPreviewAccess: fc.boolean(),
      gemini31Launched: fc.boolean(),
      subAgents: fc.array(fc.record({ name: text(), description: text() }), { maxLength: 3 }),
      taskTrackerEnabled: fc.boolean(),
      topicUpdateNarration: fc.boolean(),
      activeTopic: text(),
      contextFilenames: fc.array(text(), { maxLength: 3 }),
      approvedPlanPath: text(),
      memoryForm: fc.constantFrom('text', 'parts'),
      memoryParts: fc.record({
        global: text(),
        extension: text(),
        project: text(),
        userProjectMemory: text(),
      }),
    }),
    workspace: fc.record({ sampleId: text(), files: dict(5) }),
    environment: fc.record({
      date: isoDate,
      locale: fc.constantFrom('', 'en-US', 'de-DE', 'ja-JP', 'fr'),
      tempDir: text(),
      workspaceDirs: fc.array(text(), { maxLength: 4 }),
      environmentMemory: text(300),
      jitContext: fc.boolean(),
      includeDirectoryTree: fc.boolean(),
    }),
    tokens: fc.record({ encoding: fc.constantFrom('o200k_base', 'cl100k_base') }),
    compression: fc.record({
      sampleId: text(),
      customHistory: fc.option(text(500), { nil: null }),
      threshold: fraction(false),
      preserveFraction: fraction(true),
      force: fc.boolean(),
      model: text(),
      lastPromptTokenCount: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
      scale: fc.constantFrom('chars', 'tokens'),
    }),
    providers: fc.record({
      selected: fc.constantFrom('claude', 'gemini', 'openai'),
      permissionMode: fc.constantFrom('auto', 'interactive', 'deny'),
      capabilities: fc.record({ webAccess: fc.boolean(), subAgents: fc.boolean() }),
      tools: fc.array(fc.record({ name: text(), description: text(), inputSchema: text(200) }), {
        maxLength: 3,
      }),
      openaiApi: fc.constantFrom('chat', 'responses'),
      models: fc.record({ claude: text(), gemini: text(), openai: text() }),
      userMessage: text(200),
    }),
    context: fc.record({
      turnText: text(200),
      ideEnabled: fc.boolean(),
      ide: fc.record({
        activeFile: text(),
        cursorLine: fc.integer({ min: 0, max: 100_000 }),
        cursorCharacter: fc.integer({ min: 0, max: 1_000 }),
        selectedText: text(),
        openFiles: fc.array(text(), { maxLength: 3 }),
      }),
      ideTurn: fc.integer({ min: 1, max: 1_000 }),
      toolCallPending: fc.boolean(),
      beforeAgentHooks: fc.array(
        fc.record({ hookName: text(), additionalContext: text(200), enabled: fc.boolean() }),
        { maxLength: 3 },
      ),
      skillActivations: fc.array(fc.record({ name: text(), instructions: text(200) }), {
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

  it('round-trips any valid state exactly, with no repairs (property)', () => {
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

describe('share fixtures (links written by every schema version keep opening)', () => {
  // Generated once per schema version and committed; never regenerate them.
  const FIXTURES: Record<number, string> = {
    0: 'NYzLCsIwFER_pcy6iuvsBKsUbJHqTlykzbUE8uImFqXk3w2Cu-Gcw6xYIHY1FMSKJHmmBIGZrHYa9X8Up3SUoyF1pSlp7yLEHaf2Vppj2-_PQ9O1_aEZ8KgRpVOjf_9-HLGeSiRDYL9I03lFRQQjXaGvSNyR9fwpbFNdmJ7EVXDBbpFz_gI',
    1: 'NY69CoNAEIRfRbZWMVXALiFBLPwhsUgnF1314P64u4hB7t2zCaTb2W9mmB1WyA8xjJDv4Jmd0UMOM0quOMT_gxgzxuqViUqPSA4jmCLOlUfLBs9Xek5MOIwBFVXuUFyrsi779tZUbdcXZUepjCL3U305Nw9SjqnxqbcENxwgxPByaCuU2r4JJlFrcUIbGWVk-sWDlsaic1yr39iFxKIFLc_SYwjhAw',
    2: 'PY4xTwMxDIX_SuT5qICB4WbUDcTQsrs5t1hy4sgxgaq6_97khm7283t-3w0azK8TLDDf4EKJM48JSzFtKB-6EMxwVVGYwLVwPJYFnT7RDJ01w3xGqTQBRudGh2HpiT3_B_-hIHrhHM6ifz2fKKld92qpOwqa14f4tW2DQfSE0u9P4VgpOJ7qDtYJovA3Wd0aoT3v3l6GSrmxaU6UfYQ5R_ld6J2NovevB6OOvwGu63oH',
  };
  /**
   * A v1 link made before CLI versions existed, with the model left at its then default
   * (so the link does not carry it), and the Gemini settings it opened with at the time.
   */
  const V1_DEFAULT_MODEL_LINK =
    'VVDLTsNADPyVlc9ptlw45AaiqiIaqKA3hKoocZMV-wj2pgit9t_rPi49-TEznpETHKF6KKCHKsGAznhz7vjHWMtQfSXwrUOogNBiy7jwISKDCJA7MlM0wQv6Qu0hsrqR1IWkDhScckgD9mqarRX4d0aOXIrehq69ifUYHOoej7q8JtBXe33nqT9f682mdD3k7wLQS-4E61VTv9X77cd7s93t1_VOzi0hFzAzUoMu0L9sFurJ8x-SMl49k4mGR7Xyg5VansldcBMh8yVOgjjKMAYrP1mWjznnEw';
  const V1_DEFAULT_MODEL_GEMINI = {
    interactive: true,
    approvalMode: 'default',
    model: 'auto-gemini-2.5',
    previewFeatures: false,
    skills: [
      {
        name: 'release-notes',
        description: 'Drafts release notes from merged pull requests.',
        location: '/home/dev/.gemini/skills/release-notes/SKILL.md',
      },
    ],
    isGitRepository: true,
    platform: 'linux',
    env: { GEMINI_PROMPT_GIT: '0' },
    userMemory: '- Answer in British English.',
    memorySource: 'manual',
  };

  it('has a fixture for every version up to the current one', () => {
    for (let version = 0; version <= SHARE_SCHEMA_VERSION; version += 1) {
      expect(FIXTURES[version], `v${version}`).toBeTypeOf('string');
      if (version < SHARE_SCHEMA_VERSION) expect(SHARE_MIGRATIONS[version]).toBeTypeOf('function');
    }
  });

  it('opens the v0 link (sections and sandbox as separate fields) as env values', () => {
    const decoded = decodeShareState(`https://promptscope.test/#s=${FIXTURES[0]}`);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.state.gemini.env).toEqual({
      GEMINI_PROMPT_GIT: '0',
      GEMINI_PROMPT_FINALREMINDER: '0',
      SANDBOX: 'docker',
    });
    expect(decoded.state.gemini.approvalMode).toBe('plan');
    expect(decoded.state.gemini.userMemory).toBe('- Prefer pnpm.');
  });

  it('opens the v1 link', () => {
    const decoded = decodeShareState(`#s=${FIXTURES[1]}`);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.state.gemini).toMatchObject({
      approvalMode: 'plan',
      interactive: false,
      env: { GEMINI_PROMPT_GIT: '0', SANDBOX: 'sandbox-exec' },
      userMemory: '- Prefer pnpm.',
    });
    expect(decoded.state.compression.threshold).toBe(0.7);
    expect(decoded.state.gemini.cliVersion).toBe('2026-02');
  });

  it('opens a v1 link that left the model at its old default as the 2026-02 pipeline it was', () => {
    const decoded = decodeShareState(`#s=${V1_DEFAULT_MODEL_LINK}`);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    // Not v0.61 with `auto`, today's defaults: the link meant 2026-02 with auto-gemini-2.5.
    expect(decoded.state.gemini.cliVersion).toBe('2026-02');
    expect(decoded.state.gemini).toMatchObject(V1_DEFAULT_MODEL_GEMINI);
    expect(decoded.state.compression.threshold).toBe(0.6);
  });

  it('opens the v2 link with its current-version settings', () => {
    const decoded = decodeShareState(`#s=${FIXTURES[2]}`);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.state.gemini).toMatchObject({
      cliVersion: 'v0.61',
      model: 'auto',
      approvalMode: 'yolo',
      topicUpdateNarration: false,
      activeTopic: 'Fix the login flow',
      memoryForm: 'parts',
      memoryParts: { global: '- Use tabs.', extension: '', project: '', userProjectMemory: '' },
    });
    expect(decoded.state.environment.includeDirectoryTree).toBe(false);
  });
});

describe('every link names its CLI version', () => {
  it('writes the version even for the default state', () => {
    const payload = unpackSharePayload(encodeShareState(createDefaultPlaygroundState()));
    expect(payload.value).toEqual({
      v: SHARE_SCHEMA_VERSION,
      d: { gemini: { cliVersion: 'v0.61' } },
    });
  });

  it('writes 2026-02 and round-trips it', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.cliVersion = '2026-02';
    state.gemini.model = 'auto-gemini-2.5';
    const decoded = decodeShareState(encodeShareState(state));
    expect(decoded.state.gemini.cliVersion).toBe('2026-02');
    expect(decoded.state.gemini.model).toBe('auto-gemini-2.5');
  });

  it('a new user starts on the current version with the model auto', () => {
    const state = createDefaultPlaygroundState();
    expect(state.gemini.cliVersion).toBe('v0.61');
    expect(state.gemini.model).toBe('auto');
  });
});

describe('decodeShareState errors', () => {
  const valid = encodeShareState({ ...createDefaultPlaygroundState(), target: 'providers' });
  const deflated = (raw: string) => bytesToBase64Url(deflateSync(strToU8(raw)));
  // About 8 KB of deflate data that inflates to just over the cap.
  const bomb = bytesToBase64Url(
    deflateSync(new Uint8Array(MAX_SHARE_INFLATED_BYTES + 1024), { level: 1 }),
  );

  // Each row: an input and the error kind and wording that must explain it.
  const cases: [string, string, ShareErrorKind, string][] = [
    ['empty text', '   ', 'empty', 'no data'],
    ['a link without a fragment', 'https://example.test/app', 'empty', 'no #s= part'],
    ['an empty fragment value', 'https://example.test/#s=', 'empty', 'no data'],
    [
      'a character outside base64url',
      `${valid.slice(0, 4)}!${valid.slice(5)}`,
      'not-base64url',
      'character "!" at position 5',
    ],
    ['a truncated link', valid.slice(0, valid.length - 6), 'truncated', 'cut off'],
    ['an impossible length', 'AAAAA', 'truncated', 'cut off'],
    ['bytes that are not deflate data', 'AAAA____', 'not-deflate', 'deflate failed'],
    ['deflate data that is not JSON', deflated('{"v":1,"d":'), 'not-json', 'not to JSON'],
    [
      'JSON that is not an envelope',
      packSharePayload([1, 2]),
      'not-share-data',
      'not a Promptscope configuration',
    ],
    [
      'a newer schema version',
      packSharePayload({ v: SHARE_SCHEMA_VERSION + 1, d: {} }),
      'unknown-version',
      'newer Promptscope',
    ],
    [
      'a non-numeric version',
      packSharePayload({ v: '1', d: {} }),
      'unknown-version',
      'no valid schema version',
    ],
    [
      'a negative version',
      packSharePayload({ v: -1, d: {} }),
      'unknown-version',
      'no valid schema version',
    ],
    ['an oversized payload', 'A'.repeat(MAX_SHARE_PAYLOAD_LENGTH + 4), 'too-large', 'the limit is'],
    ['a zip bomb', bomb, 'too-large', 'unpacks to more than 8 MB'],
  ];

  it.each(cases)('%s', (_label, input, kind, wording) => {
    const decoded = decodeShareState(input);
    expect(decoded.error?.kind).toBe(kind);
    expect(decoded.error?.message).toContain(wording);
    // Failures still return a usable (default) state and no repairs.
    expect(decoded.state).toEqual(createDefaultPlaygroundState());
    expect(decoded.repairs).toEqual([]);
    expect(restorePlaygroundState(decoded.state).repairs).toEqual([]);
  });

  it('treats a JSON value without `v` or `d` as not share data', () => {
    for (const value of ['x', null, { v: 1 }, { d: {} }]) {
      expect(decodeShareState(packSharePayload(value)).error?.kind).toBe('not-share-data');
    }
  });
});
