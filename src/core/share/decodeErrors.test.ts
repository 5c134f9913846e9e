/** What decodeShareState says about links it cannot open. */
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { restorePlaygroundState } from '../state/persist';
import { decodeShareState, encodeShareState, SHARE_SCHEMA_VERSION } from './codec';
import { bytesToBase64Url } from './base64url';
import type { ShareErrorKind } from './errors';
import { MAX_SHARE_INFLATED_BYTES, MAX_SHARE_PAYLOAD_LENGTH } from './limits';
import { packSharePayload } from './payload';
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
