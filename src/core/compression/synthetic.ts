import type { Content, Part } from '../content';

export interface SyntheticHistoryOptions {
  /** Number of user turns; each brings 1-4 tool calls and a closing model message. */
  turns: number;
  /** Same seed, same history. */
  seed: number;
  /** Rough size of each tool output in characters; default 2800 (10,000 messages ≈ 10 MB). */
  toolOutputChars?: number;
}

const FILES = [
  'src/server/routes/orders.ts',
  'src/server/routes/users.ts',
  'src/lib/cache.ts',
  'src/lib/retry.ts',
  'src/lib/dates.ts',
  'src/db/migrations/0042_add_index.sql',
  'src/db/pool.ts',
  'src/ui/OrderTable.tsx',
  'src/ui/hooks/usePaging.ts',
  'test/orders.test.ts',
  'test/cache.test.ts',
  'package.json',
];
const SYMBOLS = [
  'fetchOrders',
  'retryWithBackoff',
  'toIsoDate',
  'CacheEntry',
  'usePaging',
  'pool.query',
  'parseCursor',
];
const ASKS = [
  'The orders page times out when the cursor is empty. Find out why and fix it.',
  'Add a unit test for {symbol} covering the empty-input case.',
  'Rename {symbol} to something clearer and update every caller. Keep the public API stable.',
  'Run the test suite and fix whatever fails. Do not touch the snapshot files.',
  'Why does {file} import the whole lodash package? Replace it with the native calls.',
  'The cache never evicts entries. Make {symbol} respect the TTL and add a test.',
];
const COMMANDS = [
  'npm test -- --run',
  'npx tsc --noEmit',
  'npm run lint',
  'git status --short',
  'git diff --stat',
];

/** Mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

function codeLines(rng: Rng, chars: number, symbol: string): string[] {
  const lines: string[] = [];
  let size = 0;
  for (let n = 1; size < chars; n++) {
    const line = pick(rng, [
      `export async function ${symbol.replace('.', '_')}${n}(input: Request): Promise<Response> {`,
      `  const rows = await pool.query('SELECT id, total FROM orders WHERE id > $1', [cursor]);`,
      `  if (!rows.length) return { items: [], next: null };`,
      `  // retry transient failures up to ${n % 5} times`,
      `  const next = rows.at(-1)?.id ?? null;`,
      `  return json({ items: rows.map(toDto), next });`,
      '}',
      '',
    ]);
    lines.push(line);
    size += line.length + 1;
  }
  return lines;
}

function toolOutput(
  rng: Rng,
  tool: string,
  target: string,
  chars: number,
): Record<string, unknown> {
  if (tool === 'read_file') return { output: codeLines(rng, chars, pick(rng, SYMBOLS)).join('\n') };
  if (tool === 'grep_search') {
    const hits = Array.from({ length: Math.max(1, Math.round(chars / 90)) }, () => {
      const line = Math.floor(rng() * 400) + 1;
      return `File: ${pick(rng, FILES)}\nL${line}: const value = ${target}(input);`;
    });
    const head = `Found ${hits.length} matches for pattern "${target}" in path ".":`;
    return { output: [head, ...hits].join('\n---\n') };
  }
  if (tool === 'replace')
    return { output: `Successfully modified file: /home/dev/shop/${target} (1 replacements).` };
  const failed = rng() < 0.25;
  const body = codeLines(rng, chars, 'log').map((l, i) =>
    failed && i === 2 ? `Error: expected 200, received 504` : `  ${l}`,
  );
  body[0] = `Output: ${body[0] ?? ''}`;
  const lines = [`Command: ${target}`, 'Directory: (root)', ...body, 'Error: (none)'];
  lines.push(`Exit Code: ${failed ? 1 : 0}`);
  return { output: lines.join('\n') };
}

function toolCall(
  rng: Rng,
  file: string,
  symbol: string,
): { name: string; args: Record<string, unknown>; target: string } {
  const name = pick(rng, ['grep_search', 'read_file', 'read_file', 'replace', 'run_shell_command']);
  if (name === 'grep_search') return { name, args: { pattern: symbol }, target: symbol };
  if (name === 'run_shell_command') {
    const command = pick(rng, COMMANDS);
    return { name, args: { command, description: 'Check the project state.' }, target: command };
  }
  if (name === 'replace') {
    const args = {
      file_path: `/home/dev/shop/${file}`,
      old_string: `${symbol}(input)`,
      new_string: `${symbol}(input, options)`,
    };
    return { name, args, target: file };
  }
  return { name, args: { absolute_path: `/home/dev/shop/${file}` }, target: file };
}

/**
 * A deterministic, realistic-looking agent session: each turn is a user request, one to four
 * model tool calls (`grep_search`, `read_file`, `replace`, `run_shell_command`) each answered by
 * a function response with plausible output, and a closing model message.
 */
export function generateSyntheticHistory(options: SyntheticHistoryOptions): Content[] {
  const rng = prng(options.seed);
  const chars = options.toolOutputChars ?? 2800;
  const history: Content[] = [];
  let callId = 0;
  for (let turn = 0; turn < options.turns; turn++) {
    const file = pick(rng, FILES);
    const symbol = pick(rng, SYMBOLS);
    const ask = pick(rng, ASKS).replace('{symbol}', symbol).replace('{file}', file);
    history.push({ role: 'user', parts: [{ text: ask }] });
    const calls = 1 + Math.floor(rng() * 4);
    for (let c = 0; c < calls; c++) {
      const call = toolCall(rng, pick(rng, FILES), symbol);
      const id = `${call.name}-${options.seed}-${callId++}`;
      const intro: Part = { text: `Next I will use ${call.name} on ${call.target}.` };
      history.push({
        role: 'model',
        parts: [intro, { functionCall: { id, name: call.name, args: call.args } }],
      });
      const response = toolOutput(rng, call.name, call.target, chars);
      history.push({
        role: 'user',
        parts: [{ functionResponse: { id, name: call.name, response } }],
      });
    }
    history.push({
      role: 'model',
      parts: [
        {
          text: `Done with turn ${turn + 1}: ${symbol} in ${file} is updated and the checks were run.`,
        },
      ],
    });
  }
  return history;
}
