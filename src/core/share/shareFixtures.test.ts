/** Share links written by every schema version keep opening, and every link names its CLI version. */
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import {
  decodeShareState,
  encodeShareState,
  SHARE_MIGRATIONS,
  SHARE_SCHEMA_VERSION,
} from './codec';
import { unpackSharePayload } from './payload';
describe('share fixtures (links written by every schema version keep opening)', () => {
  // Generated once per schema version and committed; never regenerate them.
  const FIXTURES: Record<number, string> = {
    0: 'NYzLCsIwFER_pcy6iuvsBKsUbJHqTlykzbUE8uImFqXk3w2Cu-Gcw6xYIHY1FMSKJHmmBIGZrHYa9X8Up3SUoyF1pSlp7yLEHaf2Vppj2-_PQ9O1_aEZ8KgRpVOjf_9-HLGeSiRDYL9I03lFRQQjXaGvSNyR9fwpbFNdmJ7EVXDBbpFz_gI',
    1: 'NY69CoNAEIRfRbZWMVXALiFBLPwhsUgnF1314P64u4hB7t2zCaTb2W9mmB1WyA8xjJDv4Jmd0UMOM0quOMT_gxgzxuqViUqPSA4jmCLOlUfLBs9Xek5MOIwBFVXuUFyrsi779tZUbdcXZUepjCL3U305Nw9SjqnxqbcENxwgxPByaCuU2r4JJlFrcUIbGWVk-sWDlsaic1yr39iFxKIFLc_SYwjhAw',
    2: 'PY4xTwMxDIX_SuT5qICB4WbUDcTQsrs5t1hy4sgxgaq6_97khm7283t-3w0azK8TLDDf4EKJM48JSzFtKB-6EMxwVVGYwLVwPJYFnT7RDJ01w3xGqTQBRudGh2HpiT3_B_-hIHrhHM6ifz2fKKld92qpOwqa14f4tW2DQfSE0u9P4VgpOJ7qDtYJovA3Wd0aoT3v3l6GSrmxaU6UfYQ5R_ld6J2NovevB6OOvwGu63oH',
    3: 'FclBCsIwEEbhq5RZ11AQF-YOBRFxH9JfGUgyw6QGpOTuxt3jewc18ueZNvIHvZG58L-CqkkLaZUN5ElTKDRTTPyEVZYybHGXq1uGhrhzw0OU4-A7EkLFVGRHHfdTYSuy2HfM03QzvGCTFs2Oeu8_',
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
      cliVersion: '0.61.0',
      model: 'auto',
      approvalMode: 'yolo',
      topicUpdateNarration: false,
      activeTopic: 'Fix the login flow',
      memoryForm: 'parts',
      memoryParts: { global: '- Use tabs.', extension: '', project: '', userProjectMemory: '' },
    });
    expect(decoded.state.environment.includeDirectoryTree).toBe(false);
  });

  it('opens the v3 link in the release it names', () => {
    const decoded = decodeShareState(`#s=${FIXTURES[3]}`);
    expect(decoded.error).toBeNull();
    expect(decoded.repairs).toEqual([]);
    expect(decoded.state.gemini).toMatchObject({
      cliVersion: '0.59.0',
      model: 'auto',
      approvalMode: 'plan',
      userMemory: '- Prefer pnpm.',
      activeTopic: 'Release notes',
    });
  });
});

describe('every link names its CLI version', () => {
  it('writes the version even for the default state', () => {
    const payload = unpackSharePayload(encodeShareState(createDefaultPlaygroundState()));
    expect(payload.value).toEqual({
      v: SHARE_SCHEMA_VERSION,
      d: { gemini: { cliVersion: '0.61.0' } },
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
    expect(state.gemini.cliVersion).toBe('0.61.0');
    expect(state.gemini.model).toBe('auto');
  });
});
