/**
 * `npm run render -- [config.json] [--first-message] [--json] [--tokens <encoding>]`: prints
 * the system prompt (or the first user message) a configuration produces, using the same core
 * as the app; `--tokens` prints a per-section token table and the total instead. The config is
 * the app's own downloaded `*.promptscope.json` file or a partial `PromptInput`; without one,
 * the app's default configuration.
 */
import { readRenderSource } from './configSource';
import { invokedDirectly, runTextCommand, type TextIo } from './processIo';
import { tokenTable } from './tokenTable';
import { CLI_ENCODINGS, isCliEncoding } from './tokenCounting';

/** Where the command reads and writes; replaced in tests. */
export type RenderIo = TextIo;

const USAGE = `usage: npm run render -- [config.json] [--first-message] [--json] [--tokens ${CLI_ENCODINGS.join('|')}]`;

/** Runs the command and returns its exit code (0 ok, 1 error or a prompt the CLI would reject). */
export function runRenderCli(allArgs: readonly string[], io: RenderIo): number {
  const at = allArgs.indexOf('--tokens');
  const tokens = at < 0 ? null : (allArgs[at + 1] ?? '');
  const args = at < 0 ? allArgs : [...allArgs.slice(0, at), ...allArgs.slice(at + 2)];
  if (tokens !== null && !isCliEncoding(tokens)) {
    io.stderr(
      `error: unknown --tokens encoding "${tokens}" (expected ${CLI_ENCODINGS.join(', ')})\n`,
    );
    return 1;
  }
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter(
    (flag) => !['--json', '--first-message', '--help'].includes(flag),
  );
  if (flags.has('--help')) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  if (unknown.length > 0 || files.length > 1) {
    io.stderr(`${USAGE}\n`);
    return 1;
  }
  const json = flags.has('--json');
  try {
    const configText = files[0] === undefined ? null : io.readFile(files[0]);
    const source = readRenderSource(configText);
    for (const notice of source.notices) io.stderr(`warning: ${notice}\n`);
    if (flags.has('--first-message')) {
      const message = json ? JSON.stringify(source.history(), null, 2) : source.firstMessage();
      io.stdout(`${message}\n`);
      return 0;
    }
    const rendered = source.render();
    const { text, mode, sections, warnings, error, writeTarget, cliVersion, model } = rendered;
    if (tokens !== null && error === null) {
      io.stdout(tokenTable(rendered, tokens));
    } else if (json) {
      const output = { text, mode, sections, warnings, error, writeTarget, cliVersion, model };
      io.stdout(`${JSON.stringify(output, null, 2)}\n`);
    } else if (error === null) {
      io.stdout(`${text}\n`);
    }
    if (!json) for (const warning of warnings) io.stderr(`warning: ${warning.message}\n`);
    if (error !== null) {
      io.stderr(`error: ${error}\n`);
      return 1;
    }
    return 0;
  } catch (error) {
    // Unreadable or malformed input: the message names the config file it came from.
    const source = files[0] === undefined ? '' : `${files[0]}: `;
    io.stderr(`error: ${source}${(error as Error).message}\n`);
    return 1;
  }
}

if (invokedDirectly(import.meta.url)) await runTextCommand(runRenderCli);
