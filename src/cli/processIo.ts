/** What the text commands (`render`, `session`) read and write when run from a terminal. */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { provideReleases } from './releases';

/** A command's files and output streams; tests replace them. */
export interface TextIo {
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** True when the module at `moduleUrl` is the script Node was asked to run. */
export function invokedDirectly(moduleUrl: string): boolean {
  const invokedPath = process.argv[1];
  return Boolean(invokedPath) && moduleUrl === pathToFileURL(invokedPath!).href;
}

/**
 * Runs a text command on this process's arguments, files (UTF-8) and streams, with every
 * installed release loaded first, and sets the exit code it returns.
 */
export async function runTextCommand(
  command: (args: readonly string[], io: TextIo) => number,
): Promise<void> {
  await provideReleases();
  process.exitCode = command(process.argv.slice(2), {
    readFile: (path) => readFileSync(path, 'utf8'),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
