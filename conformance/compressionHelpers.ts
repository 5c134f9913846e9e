/**
 * The compression service's helpers, one by one, against the release's own code (issue 31):
 * `findCompressSplitPoint` and `estimateTokenCountSync` (with its depth and characters-per-token
 * arguments) must return the same numbers; `formatTruncatedToolOutput`'s character form must keep
 * the same head and tail (UTF-16 units, odd limits as JavaScript computes them) and report the
 * same omitted count; `saveTruncatedToolOutput` must write where `savedToolOutputPath` says.
 * Our sentences around the numbers are our own, so the texts are compared by their parts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  estimateTokenCountSync,
  findCompressSplitPoint,
  generateSyntheticHistory,
  savedToolOutputPath,
  truncationCut,
  type Content,
  type Part,
} from '../src/core/index';

import { pickWith as pick, seededRandom as prng } from './random';

const PACKAGE = '@google/gemini-cli-core/dist/src';

const PIECES = ['a', 'Z', ' ', '\n', 'é', '漢', '😀', '👩‍💻', '{', '"'];
const randomText = (rng: () => number, length: number): string =>
  Array.from({ length }, () => pick(rng, PIECES)).join('');

/** Runs every helper check; returns one line per disagreement. */
export async function checkCompressionHelpers(cases: number): Promise<string[]> {
  const { findCompressSplitPoint: cliSplit } = await import(
    `${PACKAGE}/context/chatCompressionService.js`
  );
  const { estimateTokenCountSync: cliEstimate } = await import(
    `${PACKAGE}/utils/tokenCalculation.js`
  );
  const { formatTruncatedToolOutput, saveTruncatedToolOutput } = await import(
    `${PACKAGE}/utils/fileUtils.js`
  );
  const problems: string[] = [];
  const temp = mkdtempSync(join(tmpdir(), 'promptscope-helpers-'));
  try {
    for (let id = 0; id < cases; id++) {
      const rng = prng(5000 + id);
      // The split point, for any fraction strictly between 0 and 1.
      const history: Content[] = generateSyntheticHistory({
        turns: 1 + Math.floor(rng() * 8),
        seed: id,
        toolOutputChars: pick(rng, [50, 900, 4000]),
      });
      if (rng() < 0.3) history.pop();
      const fraction = pick(rng, [0.01, 0.3, 0.5, 0.7, 0.99, rng()]) || 0.5;
      const split = findCompressSplitPoint(history, fraction);
      const cliSplitAt = cliSplit(history, fraction);
      if (split !== cliSplitAt) problems.push(`split ${id}: CLI ${cliSplitAt}, ours ${split}`);

      // The estimate, with its depth and characters-per-token arguments.
      const parts: Part[] = history.flatMap((c) => c.parts ?? []);
      parts.push({ text: randomText(rng, 40) });
      const depth = pick(rng, [0, 1, 3, 4, 5, 6]);
      const perToken = pick(rng, [4, 2, 1, 3.5]);
      const ours = estimateTokenCountSync(parts, depth, perToken);
      const cli = cliEstimate(parts, depth, perToken);
      if (ours !== cli)
        problems.push(`estimate ${id} (depth ${depth}, ${perToken}): CLI ${cli}, ours ${ours}`);

      // The character cut: head and tail in UTF-16 units, any limit.
      const content = randomText(rng, Math.floor(rng() * 60));
      const maxChars = pick(rng, [0, -1, -7, 1, 5, 13, 40, 200, 2.5]);
      const file = '/tmp/project/tool-outputs/shell_1.txt';
      const text: string = formatTruncatedToolOutput(content, file, maxChars);
      const cut = truncationCut(content, maxChars);
      if (cut === null) {
        if (text !== content)
          problems.push(`cut ${id}: CLI cut at ${maxChars}, ours kept it whole`);
      } else {
        const body = text.slice(text.indexOf('\n') + 1);
        const omitted = `${cut.omittedChars.toLocaleString()} `;
        if (
          !body.startsWith(`${cut.head}\n\n`) ||
          !body.endsWith(`\n\n${cut.tail}`) ||
          !body.includes(omitted) ||
          !text.slice(0, text.indexOf('\n')).includes(file)
        ) {
          problems.push(
            `cut ${id} (${content.length} units, limit ${maxChars}): head, tail or counts differ`,
          );
        }
      }

      // Where a saved output goes: tool and call id sanitised, an optional session folder.
      const tool = pick(rng, ['run_shell_command', 'Read File', 'mcp__srv__t.x']);
      const callId = pick(rng, [id, `Call-ID.${id}`, `${tool}-${id}`]);
      const session = pick(rng, [undefined, 'abc', 'A b/c']);
      const { outputFile } = await saveTruncatedToolOutput('x', tool, callId, temp, session);
      const path = savedToolOutputPath(temp, tool, callId, session);
      if (outputFile !== path) problems.push(`path ${id}: CLI ${outputFile}, ours ${path}`);
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return problems;
}
