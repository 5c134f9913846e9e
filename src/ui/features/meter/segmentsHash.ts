import type { TextSegment } from '../../../core';

/**
 * A 53-bit hash (cyrb53) of the segments' keys and texts, as a base-36 string: the token
 * query's key. About 1 ms for 200 KB, far cheaper than counting.
 */
export function segmentsHash(segments: readonly TextSegment[]): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const mix = (code: number) => {
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  };
  for (const segment of segments) {
    for (let i = 0; i < segment.key.length; i++) mix(segment.key.charCodeAt(i));
    mix(0);
    for (let i = 0; i < segment.text.length; i++) mix(segment.text.charCodeAt(i));
    mix(1);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + `-${segments.length}`;
}
