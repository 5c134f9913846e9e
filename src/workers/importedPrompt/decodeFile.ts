/**
 * Reads a chosen file as UTF-8, whole: bytes that are not UTF-8 refuse the file (naming the
 * first one) instead of turning silently into U+FFFD, as `Blob.text()` would.
 */

/** The offset of the first byte of `bytes` that is not part of well-formed UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    // The sequence length and the allowed range of its second byte (no overlongs, no
    // surrogates, nothing above U+10FFFF).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const [min, max] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (next === undefined || next < min || next > max) return i;
    }
    i += length;
  }
  return -1;
}

/** The file's text, or why it is not UTF-8 text (to show as is) and what it reads as anyway. */
export async function decodeUtf8File(
  file: Blob,
  label: string,
): Promise<{ ok: true; text: string } | { ok: false; reason: string; lossy: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const at = firstInvalidUtf8(bytes);
    let line = 1;
    for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
    return {
      ok: false,
      // The text with U+FFFD for what could not be read, for checks that explain more (binary).
      lossy: new TextDecoder().decode(bytes),
      reason: `${label} is not UTF-8 text, as the Gemini CLI writes system.md: byte ${(at + 1).toLocaleString('en-US')} (line ${line.toLocaleString('en-US')}) is not valid UTF-8. Nothing was imported; save the file as UTF-8 and import it again.`,
    };
  }
}
