/**
 * Compression conformance (issue 31): for seeded random histories, models, last prompt counts,
 * thresholds and flags, the release's own `ChatCompressionService.compress`
 * (dist/src/context/chatCompressionService.js of the pinned @google/gemini-cli-core) and
 * Promptscope's `planCompression` must take the same decision: the same status and counts when
 * the service stops without a summary, and when it summarises, the same compression model
 * alias, the same summariser system prompt (byte for byte), the same history slice (as is, or
 * with the same tool outputs truncated) and the same anchor choice.
 *
 * The service's summariser call is intercepted (the first `generateContent` records its request
 * and throws), so nothing is sent anywhere. Truncated tool outputs carry our wording around the
 * CLI's numbers, head and tail (src/core/compression/truncateChars.ts), so CONTENT_TRUNCATED's
 * new count may differ by the wording's length: it is compared within a small margin.
 *
 * Run by scripts/conformance.mjs after check.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD,
  generateSyntheticHistory,
  planCompression,
  provideRelease,
  type Content,
} from '../src/core/index';
import { loadReleaseBundle } from '../src/releases/generated/index.js';
import { checkCompressionHelpers } from './compressionHelpers';

import { pickWith as pick, seededRandom as prng } from './random';

const PACKAGE = '@google/gemini-cli-core/dist/src';
const CASE_COUNT = Number(process.env['CONFORMANCE_COMPRESSION_CASES'] ?? 200);
const HELPER_CASES = 300;
/** Tokens our wording of a truncated output may add or take away, per truncated output. */
const WORDING_MARGIN = 40;

const MODELS = [
  'gemini-2.5-pro',
  'gemini-2.5-flash',
  'gemini-2.5-flash-lite',
  'gemini-3-pro-preview',
  'gemini-3-flash-preview',
  'gemma-4-31b-it',
  'a-model-the-cli-does-not-know',
];

interface Case {
  id: number;
  history: Content[];
  model: string;
  last: number;
  threshold: number | undefined;
  force: boolean;
  failed: boolean;
}

function makeCase(id: number, limitOf: (model: string) => number): Case {
  const rng = prng(1000 + id);
  const turns = pick(rng, [0, 1, 2, 5, 12, 30]);
  const toolOutputChars = pick(rng, [120, 2800, 60_000, 240_000]);
  const history = generateSyntheticHistory({ turns, seed: id, toolOutputChars });
  // One lone request: the only split point is 0, so there is nothing to compress.
  if (id % 25 === 7) history.splice(0, history.length, { role: 'user', parts: [{ text: 'hi' }] });
  if (turns > 0 && rng() < 0.25) {
    history.unshift(
      {
        role: 'user',
        parts: [{ text: '<state_snapshot>\n<overall_goal>x</overall_goal>\n</state_snapshot>' }],
      },
      { role: 'model', parts: [{ text: 'Understood.' }] },
    );
  }
  const model = pick(rng, MODELS);
  const threshold = pick(rng, [undefined, 0.3, 0.7]);
  const at = Math.ceil((threshold ?? 0.5) * limitOf(model));
  const last = pick(rng, [
    0,
    1,
    at - 1,
    at,
    at + 1,
    Math.floor(rng() * limitOf(model) * 1.2),
    600_000,
  ]);
  return { id, history, model, last, threshold, force: rng() < 0.2, failed: rng() < 0.35 };
}

interface CliOutcome {
  status: number;
  before: number;
  after: number;
  newHistory: Content[] | null;
  summaryRequest: { model: string; system: string; contents: Content[] } | null;
}

const SUMMARY_CALL = new Error('summariser call intercepted');

async function main(): Promise<void> {
  const service = await import(`${PACKAGE}/context/chatCompressionService.js`);
  const { CompressionStatus } = await import(`${PACKAGE}/core/turn.js`);
  const { tokenLimit } = await import(`${PACKAGE}/core/tokenLimits.js`);
  const { estimateTokenCountSync } = await import(`${PACKAGE}/utils/tokenCalculation.js`);
  const { createRequire } = await import('node:module');
  const version = (
    createRequire(import.meta.url)('@google/gemini-cli-core/package.json') as { version: string }
  ).version;
  const takeBack = provideRelease(await loadReleaseBundle(version));
  const statusName = (code: number): string =>
    Object.keys(CompressionStatus).find((k) => CompressionStatus[k] === code) ?? String(code);
  const root = mkdtempSync(join(tmpdir(), 'promptscope-compression-'));
  const failures: string[] = [];
  const seen = new Map<string, number>();
  try {
    for (let id = 0; id < CASE_COUNT; id++) {
      const c = makeCase(id, tokenLimit);
      const temp = join(root, `case-${id}`);
      let truncationId = 1;
      let captured: CliOutcome['summaryRequest'] = null;
      const base: Record<string, unknown> = {
        getHookSystem: () => undefined,
        getCompressionThreshold: async () => c.threshold,
        getActiveModel: () => c.model,
        getModel: () => c.model,
        getApprovedPlanPath: () => undefined,
        getNextCompressionTruncationId: () => truncationId++,
        getTruncateToolOutputThreshold: () =>
          Math.min(4 * (tokenLimit(c.model) - c.last), DEFAULT_TRUNCATE_TOOL_OUTPUT_THRESHOLD),
        storage: { getProjectTempDir: () => temp },
        getBaseLlmClient: () => ({
          generateContent: async (request: {
            modelConfigKey: { model: string };
            systemInstruction: { text: string };
            contents: Content[];
          }) => {
            captured = {
              model: request.modelConfigKey.model,
              system: request.systemInstruction.text,
              contents: request.contents,
            };
            throw SUMMARY_CALL;
          },
        }),
      };
      // Any other getter the service or its telemetry reads answers "not set".
      const config: Record<string, unknown> = new Proxy(base, {
        get: (target, key) =>
          key in target ? target[key as string] : key === 'config' ? config : () => undefined,
      });
      const chat = {
        getHistory: () => structuredClone(c.history),
        getLastPromptTokenCount: () => c.last,
      };
      let cli: CliOutcome;
      try {
        const result = await new service.ChatCompressionService().compress(
          chat,
          'conformance',
          c.force,
          c.model,
          config,
          c.failed,
        );
        cli = {
          status: result.info.compressionStatus,
          before: result.info.originalTokenCount,
          after: result.info.newTokenCount,
          newHistory: result.newHistory,
          summaryRequest: null,
        };
      } catch (error) {
        if (error !== SUMMARY_CALL) throw error;
        cli = {
          status: -1,
          before: c.last,
          after: c.last,
          newHistory: null,
          summaryRequest: captured,
        };
      }
      const plan = planCompression(c.history, {
        model: c.model,
        ...(c.threshold === undefined ? {} : { threshold: c.threshold }),
        force: c.force,
        hasFailedCompressionAttempt: c.failed,
        lastPromptTokenCount: c.last,
        projectTempDir: temp,
        current: {
          hasPreviewAccess: true,
          gemini31Launched: false,
          gemini35FlashGA: false,
          cliVersion: version as never,
        },
      });
      const problems: string[] = [];
      const cliRule = cli.summaryRequest
        ? `summarise (${plan.summarizerSource})`
        : statusName(cli.status);
      seen.set(
        `${cliRule} / ${plan.decision.rule}`,
        (seen.get(`${cliRule} / ${plan.decision.rule}`) ?? 0) + 1,
      );
      if (cli.summaryRequest) {
        const request = cli.summaryRequest as NonNullable<CliOutcome['summaryRequest']>;
        if (plan.decision.rule !== 'summarise')
          problems.push(`CLI summarises, ours stops: ${plan.decision.rule}`);
        if (request.model !== plan.compressionModelAlias)
          problems.push(`alias: CLI ${request.model}, ours ${plan.compressionModelAlias}`);
        if (request.system !== plan.summaryRequest.systemInstruction)
          problems.push('summariser system prompt differs');
        const slice = request.contents.slice(0, -1);
        if (plan.summarizerSource === 'original') {
          if (JSON.stringify(slice) !== JSON.stringify(plan.historyForSummarizer))
            problems.push(
              `summariser slice: CLI ${slice.length} contents, ours the original ${plan.historyForSummarizer.length}`,
            );
        } else if (slice.length !== plan.historyForSummarizer.length) {
          problems.push(
            `truncated slice: CLI ${slice.length} contents, ours ${plan.historyForSummarizer.length}`,
          );
        }
        const anchor = request.contents.at(-1)?.parts?.[0]?.text ?? '';
        if (anchor.includes('<state_snapshot> exists') !== plan.hasPreviousSnapshot)
          problems.push(
            `anchor: CLI previous snapshot ${!plan.hasPreviousSnapshot}, ours ${plan.hasPreviousSnapshot}`,
          );
      } else {
        const ours = plan.decision;
        const name = statusName(cli.status);
        if (ours.status !== name)
          problems.push(`status: CLI ${name}, ours ${ours.status ?? 'summarise'} (${ours.rule})`);
        else if (ours.tokens?.before !== cli.before)
          problems.push(`original count: CLI ${cli.before}, ours ${ours.tokens?.before}`);
        else if (name === 'CONTENT_TRUNCATED') {
          const truncated = plan.truncation.truncated.length;
          const cliCount = estimateTokenCountSync(
            (cli.newHistory ?? []).flatMap((x) => x.parts ?? []),
          );
          if (Math.abs((ours.tokens?.after ?? 0) - cliCount) > WORDING_MARGIN * truncated)
            problems.push(
              `truncated count: CLI ${cliCount}, ours ${ours.tokens?.after} (${truncated} outputs cut)`,
            );
          if ((cli.newHistory ?? []).length !== plan.truncation.history.length)
            problems.push('truncated history length differs');
        } else if (ours.tokens?.after !== cli.after)
          problems.push(`new count: CLI ${cli.after}, ours ${ours.tokens?.after}`);
      }
      if (problems.length > 0) {
        const { history, ...facts } = c;
        failures.push(
          `case ${id} ${JSON.stringify({ ...facts, contents: history.length })}: ${problems.join('; ')}`,
        );
      }
    }
  } finally {
    takeBack();
    rmSync(root, { recursive: true, force: true });
  }
  // The cases must reach every rule, or agreement would prove less than it says.
  const rules = new Set([...seen.keys()].map((key) => key.split(' / ')[1]));
  for (const rule of [
    'empty-history',
    'below-threshold',
    'failed-attempt-truncated',
    'failed-attempt-no-gain',
    'nothing-to-compress',
    'summarise',
  ]) {
    if (!rules.has(rule)) failures.push(`no case reached the rule ${rule}`);
  }
  if (![...seen.keys()].some((key) => key.startsWith('summarise (truncated)')))
    failures.push('no case sent the truncated history to the summariser');
  const helperProblems = await checkCompressionHelpers(HELPER_CASES);
  failures.push(...helperProblems);
  for (const failure of failures.slice(0, 5)) console.error(failure);
  const outcomes = [...seen].map(([k, n]) => `${k} ×${n}`).join(', ');
  process.stdout.write(
    `compression conformance with @google/gemini-cli-core ${version}: ${CASE_COUNT} cases and ${HELPER_CASES} helper cases, ${failures.length} disagreements (CLI / ours: ${outcomes})\n`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

await main();
