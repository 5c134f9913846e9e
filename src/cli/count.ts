/**
 * `npm run count -- --encoding gemini|o200k|cl100k|heuristic <file>...`: prints
 * `<tokens>\t<file>` per file, then `total\t<tokens>`. A missing or non-UTF-8 file is a
 * one-line error naming it, with exit code 1.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CLI_ENCODINGS, createTextCounter, isCliEncoding } from './tokenCounting';

export interface CountIo {
  readFile(path: string): Uint8Array;
  stdout(text: string): void;
  stderr(text: string): void;
}

const USAGE = `usage: npm run count -- --encoding ${CLI_ENCODINGS.join('|')} <file>...`;

/** Decodes `bytes` as UTF-8 exactly (carriage returns and a byte-order mark included). */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function runCountCli(args: readonly string[], io: CountIo): number {
  const files: string[] = [];
  let encoding: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--encoding') encoding = args[++i] ?? '';
    else if (arg.startsWith('--encoding=')) encoding = arg.slice('--encoding='.length);
    else if (arg === '--help') {
      io.stdout(`${USAGE}\n`);
      return 0;
    } else if (arg.startsWith('--')) {
      io.stderr(`error: unknown option ${arg}\n${USAGE}\n`);
      return 1;
    } else files.push(arg);
  }
  if (encoding === null || !isCliEncoding(encoding)) {
    io.stderr(
      `error: ${encoding === null ? 'missing --encoding' : `unknown encoding "${encoding}"`} (expected ${CLI_ENCODINGS.join(', ')})\n`,
    );
    return 1;
  }
  if (files.length === 0) {
    io.stderr(`error: no files to count\n${USAGE}\n`);
    return 1;
  }
  const texts: string[] = [];
  for (const file of files) {
    let bytes: Uint8Array;
    try {
      bytes = io.readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.stderr(
        `error: cannot read ${file}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}\n`,
      );
      return 1;
    }
    const text = decodeUtf8(bytes);
    if (text === null) {
      io.stderr(`error: ${file} is not valid UTF-8 text\n`);
      return 1;
    }
    texts.push(text);
  }
  const count = createTextCounter(encoding);
  let total = 0;
  texts.forEach((text, i) => {
    const tokens = count(text);
    total += tokens;
    io.stdout(`${tokens}\t${files[i]}\n`);
  });
  io.stdout(`total\t${total}\n`);
  return 0;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  process.exitCode = runCountCli(process.argv.slice(2), {
    readFile: (path) => readFileSync(path),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
