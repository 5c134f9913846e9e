/**
 * A configuration's credential-shaped strings are found wherever they are (an imported history,
 * a workspace file, the typed memory) and can be left out of what leaves the browser, with
 * nothing else changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { describeSecretFindings, findSecretsInState, leaveOutSecrets } from './secretsInState';
import { findSecretStrings, SECRET_LEFT_OUT } from './secretStrings';

/** A made-up key in the Google format: `AIza` and 35 URL-safe base64 characters. */
const GOOGLE_KEY = `AIzaSy${'A1b2C3d4E5'.repeat(3)}xYz`;
const GITHUB_TOKEN = `ghp_${'0123456789abcdefghij'.repeat(2)}`;

describe('findSecretStrings', () => {
  it.each([
    ['google-api-key', GOOGLE_KEY],
    ['openai-key', 'sk-proj-abcdefghijklmnopqrstuvwx'],
    ['openai-key', 'sk-ant-api03-abcdefghijklmnopqrstuv'],
    ['github-token', GITHUB_TOKEN],
    ['aws-access-key', 'AKIAABCDEFGHIJKLMNOP'],
    ['slack-token', 'xoxb-1234567890-abcdef'],
    ['private-key', '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----'],
  ])('recognises a %s', (kind, secret) => {
    const text = `before ${secret} after`;
    expect(findSecretStrings(text)).toEqual([{ kind, start: 7, end: 7 + secret.length }]);
  });

  it('leaves ordinary text alone', () => {
    expect(
      findSecretStrings('ask the AIza team; sk-short; AKIA lowercase akiaabcdefghijklmnop'),
    ).toEqual([]);
  });

  it('scans a large text in linear time (1.5 MB of near-misses)', () => {
    const text = `AIza${'b'.repeat(30)} `.repeat(30_000) + 'sk-!'.repeat(100_000);
    const started = performance.now();
    expect(findSecretStrings(text)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('findSecretsInState', () => {
  it('finds a key in an imported history and in a workspace file, named by place', () => {
    const state = createDefaultPlaygroundState();
    state.compression.customHistory = JSON.stringify([
      { role: 'user', parts: [{ text: `my key is ${GOOGLE_KEY}` }] },
    ]);
    state.workspace.files = { ...state.workspace.files, '/repo/.env': `TOKEN=${GITHUB_TOKEN}\n` };
    const findings = findSecretsInState(state);
    expect(findings.map((f) => f.where)).toEqual(
      expect.arrayContaining(['the imported history', 'workspace file /repo/.env']),
    );
    expect(describeSecretFindings(findings)).toMatch(/^2 strings shaped like/);
  });

  it('finds nothing in the default configuration', () => {
    expect(findSecretsInState(createDefaultPlaygroundState())).toEqual([]);
  });
});

describe('leaveOutSecrets', () => {
  it('leaves no finding behind and changes nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constant(GOOGLE_KEY), fc.constant(GITHUB_TOKEN))),
        (pieces) => {
          const state = createDefaultPlaygroundState();
          state.gemini.userMemory = pieces.join(' ');
          const cleaned = leaveOutSecrets(state);
          expect(findSecretsInState(cleaned)).toEqual([]);
          const hadSecret = findSecretsInState(state).length > 0;
          expect(cleaned.gemini.userMemory.includes(SECRET_LEFT_OUT)).toBe(
            hadSecret || state.gemini.userMemory.includes(SECRET_LEFT_OUT),
          );
          expect({ ...cleaned, gemini: { ...cleaned.gemini, userMemory: '' } }).toEqual({
            ...state,
            gemini: { ...state.gemini, userMemory: '' },
          });
        },
      ),
    );
  });
});
