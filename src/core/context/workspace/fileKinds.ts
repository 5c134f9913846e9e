import { extnamePosix } from '../../posixPath';

/** Extensions treated as binary or media without looking at the content. */
export const BINARY_FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.7z',
  '.bin',
  '.bmp',
  '.bz2',
  '.class',
  '.dll',
  '.doc',
  '.docx',
  '.dylib',
  '.exe',
  '.gif',
  '.gz',
  '.ico',
  '.jar',
  '.jpeg',
  '.jpg',
  '.mp3',
  '.mp4',
  '.odp',
  '.ods',
  '.odt',
  '.parquet',
  '.pdf',
  '.png',
  '.ppt',
  '.pptx',
  '.pyc',
  '.pyo',
  '.rar',
  '.so',
  '.sqlite',
  '.tar',
  '.wasm',
  '.war',
  '.wav',
  '.webp',
  '.xls',
  '.xlsx',
  '.zip',
]);

/** Folders read_many_files leaves out by default (its default exclude globs). */
export const DEFAULT_EXCLUDED_FOLDERS: ReadonlySet<string> = new Set([
  '.git',
  '.hg',
  '.svn',
  '.idea',
  '.vscode',
  '__pycache__',
  'bower_components',
  'build',
  'coverage',
  'dist',
  'node_modules',
]);

/** Files read_many_files leaves out by default. */
export const DEFAULT_EXCLUDED_FILES: ReadonlySet<string> = new Set(['.DS_Store', '.env']);

/**
 * The CLI's binary sniff over the first 4 KB: a NUL character, or more than 30% control
 * characters other than tab, line feeds and carriage returns.
 */
export function looksBinary(content: string): boolean {
  const sample = content.slice(0, 4096);
  if (sample.length === 0) return false;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if (code < 9 || (code > 13 && code < 32)) control++;
  }
  return control / sample.length > 0.3;
}

/** True for a known binary extension or binary-looking content. */
export function isBinaryFile(path: string, content: string): boolean {
  return BINARY_FILE_EXTENSIONS.has(extnamePosix(path)) || looksBinary(content);
}

/** Size of a string in UTF-8 bytes. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
