/**
 * `npm run session` over the fixtures in src/cli/fixtures (the app's saved default
 * configuration, a history file, a Gemini CLI chat log): the table and totals it prints, its
 * `--json` equal to what the app computes for the same files (core's `sessionFromState`, and
 * the session worker's own `runSimulation` counting in the Gemini vocabulary), the
 * configuration's session settings and `--model` honoured, and one-line errors with exit 1.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildConfigFile,
  estimateTextTokens,
  generateSyntheticHistory,
  readConfigFile,
  sessionFromState,
  sessionRunInputs,
  type PlaygroundState,
  type SessionResult,
} from '../core/index';
import {
  createGemmaTextCounter as workerTextCounter,
  runSimulation,
} from '../workers/session/runSimulation';
import { renderState } from './configSource';
import { runSessionCli, type SessionIo } from './session';
import { nodeGemmaEncoder } from './tokenCounting';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
const CONFIG = fixture('session.promptscope.json');
const HISTORY = fixture('session-history.json');
const CHAT_LOG = fixture('session-chat-log.json');
const FILES: Record<string, string> = {
  'config.promptscope.json': CONFIG,
  'dir/history.json': HISTORY,
  'chat-log.json': CHAT_LOG,
};

/** Runs the command; `countText` null counts as the command does by default (Gemma 3). */
function run(
  args: string[],
  files = FILES,
  countText: SessionIo['countText'] | null = estimateTextTokens,
) {
  let out = '';
  let err = '';
  const code = runSessionCli(args, {
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) {
        throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      }
      return text;
    },
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
    ...(countText ? { countText } : {}),
  });
  return { code, out, err };
}

const json = (args: string[], files = FILES) => {
  const { code, out, err } = run([...args, '--json'], files);
  expect(err).not.toContain('error:');
  expect(code).toBe(0);
  return JSON.parse(out) as SessionResult;
};

const state = (text = CONFIG): PlaygroundState => {
  const read = readConfigFile(text);
  if (read.error !== null) throw new Error(read.error);
  return read.state;
};

describe('npm run session', () => {
  it('prints one row per request, then totals that add up', () => {
    const result = json(['config.promptscope.json', 'dir/history.json']);
    const { code, out } = run(['config.promptscope.json', 'dir/history.json']);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^#\s+kind\s+input\s+cached\s+output\s+cost\s+cumulative$/);
    // The history has five model answers: five turn requests.
    expect(result.requests).toHaveLength(5);
    result.requests.forEach((request, i) => {
      const cells = lines[i + 1]!.trim().split(/\s{2,}/);
      expect(cells.slice(0, 5)).toEqual([
        String(i + 1),
        'turn',
        request.inputTokens.toLocaleString('en-US'),
        request.cachedTokens.toLocaleString('en-US'),
        request.outputTokens.toLocaleString('en-US'),
      ]);
      expect(cells[5]).toBe(`$${request.cost!.total.toFixed(4)}`);
    });
    const sum = result.requests.reduce((total, r) => total + r.inputTokens, 0);
    expect(result.totals.inputTokens).toBe(sum);
    expect(out).toContain(`input tokens: ${sum.toLocaleString('en-US')}`);
    expect(out).toContain(`per session: $${result.totals.cost!.total.toFixed(4)}`);
    expect(out).toContain(
      `per 1,000 sessions: $${result.totals.costPerThousandSessions!.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(out).toMatch(/cache share \d+\.\d%/);
    expect(out).toContain('compressions: 0');
    expect(
      run(['config.promptscope.json', 'empty.json'], { ...FILES, 'empty.json': '[]' }).out,
    ).toContain('the history holds no model answer');
  });

  it('--json equals core sessionFromState for the same configuration and history', () => {
    const read = state();
    const expected = sessionFromState({
      state: read,
      systemText: renderState(read).text,
      conversation: { contents: JSON.parse(HISTORY).history, label: 'history.json' },
      countText: estimateTextTokens,
    });
    expect(json(['config.promptscope.json', 'dir/history.json'])).toEqual(expected);
  });

  it('equals the session worker in the Gemini vocabulary (what the page shows)', async () => {
    const { count: gemma, joins } = nodeGemmaEncoder();
    const { code, out } = run(['config.promptscope.json', 'chat-log.json', '--json'], FILES, null);
    expect(code).toBe(0);
    const read = state();
    const inputs = sessionRunInputs(read, renderState(read).text);
    const outcome = await runSimulation(
      {
        type: 'simulate',
        id: 1,
        ...inputs,
        source: { kind: 'text', text: CHAT_LOG, label: 'chat-log.json' },
        counting: 'gemma3',
      },
      workerTextCounter(gemma, joins),
      { progress: () => {}, pause: async () => true },
    );
    expect(outcome.kind).toBe('simulated');
    const cli = JSON.parse(out) as SessionResult;
    expect(cli).toEqual(outcome.kind === 'simulated' ? outcome.result : null);
    // Counted in the Gemini vocabulary, not the characters/4 estimate.
    expect(cli.prefix.system).toBe(gemma(inputs.prefix.system));
  });

  it('a session that compresses: summary requests, compression lines, equal to the worker', async () => {
    const compressing = state();
    compressing.compression = { ...compressing.compression, threshold: 0.02 };
    const history = JSON.stringify(
      generateSyntheticHistory({ turns: 40, seed: 5, toolOutputChars: 3000 }),
    );
    const files = {
      ...FILES,
      'small-limit.promptscope.json': buildConfigFile(compressing),
      'long.json': history,
    };
    const args = ['small-limit.promptscope.json', 'long.json', '--model', 'gemini-2.5-flash'];
    const result = json(args, files);
    expect(result.compressions.length).toBeGreaterThan(0);
    expect(result.requests.some((r) => r.kind === 'summary')).toBe(true);
    const { out } = run(args, files);
    expect(out).toContain(`compressions: ${result.compressions.length}`);
    expect(out.match(/^compression before request \d+:/gm)).toHaveLength(
      result.compressions.length,
    );
    const inputs = sessionRunInputs(compressing, renderState(compressing).text, {
      model: 'gemini-2.5-flash',
    });
    const outcome = await runSimulation(
      {
        type: 'simulate',
        id: 2,
        ...inputs,
        source: { kind: 'text', text: history, label: 'long.json' },
        counting: 'heuristic',
      },
      estimateTextTokens,
      { progress: () => {}, pause: async () => true },
    );
    expect(outcome.kind === 'simulated' ? outcome.result : null).toEqual(result);
  });

  it("uses a chat log's recorded usage", () => {
    const result = json(['config.promptscope.json', 'chat-log.json']);
    const recorded = result.requests.filter((r) => r.outputSource === 'recorded');
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded[0]!.recorded?.outputTokens).toBe(31);
    expect(run(['config.promptscope.json', 'chat-log.json']).out).toContain('(recorded)');
  });

  it("reads the configuration's session settings: fixed output and price edits", () => {
    const edited = state();
    const model = json(['config.promptscope.json', 'dir/history.json']).price!.model;
    edited.session = {
      ...edited.session,
      outputEstimate: 'fixed',
      fixedOutputTokens: 123,
      priceOverrides: {
        [model]: { input: 7, cachedInput: null, output: null, minCacheableTokens: null },
      },
    };
    const files = { ...FILES, 'edited.promptscope.json': buildConfigFile(edited) };
    const result = json(['edited.promptscope.json', 'dir/history.json'], files);
    expect(result.requests.every((r) => r.outputTokens === 123)).toBe(true);
    expect(result.price?.input).toBe(7);
  });

  it('--model simulates another model with its own price', () => {
    const result = json([
      'config.promptscope.json',
      'dir/history.json',
      '--model',
      'gemini-2.5-flash',
    ]);
    expect(result.price?.model).toBe('gemini-2.5-flash');
    expect(result.requests.every((r) => r.model === 'gemini-2.5-flash')).toBe(true);
  });

  it.each([
    [['config.promptscope.json', 'missing.json'], 'error: cannot read missing.json: no such file'],
    [['broken.json', 'dir/history.json'], 'error: broken.json is not valid JSON'],
    [['config.promptscope.json', 'broken.json'], 'error: broken.json: line 1:'],
    [['dir/history.json', 'dir/history.json'], 'is not a Promptscope configuration file'],
    [
      ['config.promptscope.json', 'dir/history.json', '--model', 'gpt-4o'],
      'error: unknown model "gpt-4o" (the price table knows gemini-',
    ],
    [
      ['config.promptscope.json', 'dir/history.json', '--model', 'gemini-2.5-pro:generateContent'],
      'error: unknown model "gemini-2.5-pro:generateContent": The model id cannot be sent',
    ],
  ])('%j fails in one line with exit code 1', (args, message) => {
    const { code, out, err } = run(args, { ...FILES, 'broken.json': '{"kind": ' });
    expect(code).toBe(1);
    expect(out).toBe('');
    const errors = err.split('\n').filter((line) => line.startsWith('error:'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('needs both files, and says how to call it', () => {
    const { code, err } = run(['config.promptscope.json']);
    expect(code).toBe(1);
    expect(err).toContain('usage: npm run session --');
    expect(run(['--help']).code).toBe(0);
  });
});
