/**
 * `npm run session -- config.promptscope.json history.json [--model M] [--json]`: simulates
 * every request of a session (the app's Session view, issue 32) and prints the per-request
 * table and the totals, or `--json` the whole `SessionResult`. The configuration is the app's
 * own saved file, rendered as `npm run render` renders it; the history is any file the
 * compression view imports, or a Gemini CLI chat log with recorded usage. Counts are in the
 * Gemini vocabulary, as `npm run count -- --encoding gemini` counts; the simulation is core's
 * `sessionFromState`, the function the app's session worker calls.
 */
import { sessionFromState } from '../core/index';
import { invokedDirectly, runTextCommand, type TextIo } from './processIo';
import { checkSessionModel, readSessionConfig, readSessionHistory } from './sessionInputs';
import { sessionTable } from './sessionTable';
import { createTextCounter } from './tokenCounting';

/** Where the command reads and writes, and how it counts; replaced in tests. */
export interface SessionIo extends TextIo {
  /** Counts a text in the model's vocabulary (default: Gemma 3 pieces, as `count` does). */
  countText?: (text: string) => number;
}

const USAGE =
  'usage: npm run session -- <config.promptscope.json> <history.json> [--model <model id>] [--json]';

interface SessionArgs {
  files: string[];
  model: string | null;
  json: boolean;
  help: boolean;
}

function parseArgs(args: readonly string[]): SessionArgs {
  const parsed: SessionArgs = { files: [], model: null, json: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') parsed.json = true;
    else if (arg === '--help') parsed.help = true;
    else if (arg === '--model') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--'))
        throw new Error('--model needs a model id');
      parsed.model = value;
    } else if (arg.startsWith('--model=')) parsed.model = arg.slice('--model='.length);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else parsed.files.push(arg);
  }
  if (!parsed.help && parsed.files.length !== 2) {
    throw new Error('expected a configuration file and a history file');
  }
  return parsed;
}

/** Reads `file`, saying in one line why it cannot be read. */
function readOrExplain(io: SessionIo, file: string): string {
  try {
    return io.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `cannot read ${file}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}`,
    );
  }
}

/** Runs the command and returns its exit code (0 ok, 1 a usage or input error). */
export function runSessionCli(allArgs: readonly string[], io: SessionIo): number {
  let args: SessionArgs;
  try {
    args = parseArgs(allArgs);
  } catch (error) {
    io.stderr(`error: ${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  if (args.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const [configFile, historyFile] = args.files as [string, string];
  try {
    const model = args.model === null ? undefined : checkSessionModel(args.model);
    const config = readSessionConfig(readOrExplain(io, configFile), configFile);
    const history = readSessionHistory(readOrExplain(io, historyFile), historyFile);
    for (const notice of config.notices) io.stderr(`warning: ${configFile}: ${notice}\n`);
    io.stderr(`${history.notice}\n`);
    const result = sessionFromState({
      state: config.state,
      systemText: config.systemText,
      conversation: history.conversation,
      countText: io.countText ?? createTextCounter('gemini'),
      ...(model === undefined ? {} : { overrides: { model } }),
    });
    io.stdout(args.json ? `${JSON.stringify(result, null, 2)}\n` : sessionTable(result));
    return 0;
  } catch (error) {
    io.stderr(`error: ${(error as Error).message}\n`);
    return 1;
  }
}

if (invokedDirectly(import.meta.url)) await runTextCommand(runSessionCli);
