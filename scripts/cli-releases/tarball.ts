import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

/**
 * Reads the files a predicate wants from a gzipped tar (the format of an npm tarball) without
 * writing anything to disk. Paths are returned without the tarball's top folder (`package/`).
 * Handles ustar prefixes, pax `path` records and GNU long names.
 */
export function readTarball(
  tgz: Uint8Array,
  wanted: (path: string) => boolean,
): Map<string, Uint8Array> {
  const tar = gunzipSync(tgz);
  const files = new Map<string, Uint8Array>();
  let offset = 0;
  let longName: string | null = null;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = readSize(header.subarray(124, 136));
    const type = String.fromCharCode(header[156] ?? 0);
    const dataStart = offset + BLOCK;
    const data = tar.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = cString(data);
      continue;
    }
    const name = longName ?? headerName(header);
    longName = null;
    if (type !== '0' && type !== '\0') continue;
    const path = name.replace(/^[^/]*\//, '');
    if (wanted(path)) files.set(path, Uint8Array.from(data));
  }
  return files;
}

function cString(bytes: Uint8Array): string {
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

function headerName(header: Uint8Array): string {
  const name = cString(header.subarray(0, 100));
  const isUstar = cString(header.subarray(257, 263)).startsWith('ustar');
  const prefix = isUstar ? cString(header.subarray(345, 500)) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function readSize(field: Uint8Array): number {
  if ((field[0] ?? 0) & 0x80) {
    // Base-256 (GNU) for sizes beyond the octal field.
    let size = 0;
    for (let i = 1; i < field.length; i++) size = size * 256 + (field[i] ?? 0);
    return size;
  }
  const octal = cString(field).trim();
  return octal ? parseInt(octal, 8) : 0;
}

function paxPath(data: Uint8Array): string | null {
  const text = Buffer.from(data).toString('utf8');
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
  return match ? (match[1] ?? null) : null;
}
