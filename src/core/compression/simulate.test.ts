import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { createDefaultEnvironmentInput, getInitialChatHistory } from '../environment';
import { estimateTokenCount } from '../tokens';
import { offlineSummariser } from './offlineSummariser';
import { extractStateSnapshot } from './snapshot';
import { COMPRESSION_ACKNOWLEDGEMENT, VERIFY_SNAPSHOT_PROMPT } from './messages';
import type { SummaryRequest } from './requests';
import { simulateCompression, type SimulateCompressionOptions } from './simulate';
import { CompressionStatus } from './status';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (text: string): Content => ({ role: 'model', parts: [{ text }] });
const environment = createDefaultEnvironmentInput();
const history: Content[] = [
  user('u1 '.repeat(400)),
  model('m1 '.repeat(400)),
  user('u2 '.repeat(400)),
  model('m2 '.repeat(400)),
  user('u3'),
  model('m3'),
];

function options(
  answers: string[],
  extra: Partial<SimulateCompressionOptions> = {},
): SimulateCompressionOptions & { requests: SummaryRequest[]; stages: string[] } {
  const requests: SummaryRequest[] = [];
  const stages: string[] = [];
  return {
    model: 'gemini-2.5-flash',
    projectTempDir: '/tmp/p',
    environment,
    force: true,
    summarise: async (request) => {
      requests.push(request);
      return answers[requests.length - 1] ?? '';
    },
    onStage: (stage) => stages.push(stage),
    requests,
    stages,
    ...extra,
  };
}

describe('simulateCompression', () => {
  it('returns NOOP below the threshold without calling the summariser', async () => {
    const opts = options(['x'], { force: false });
    const result = await simulateCompression(history, opts);
    expect(result.status).toBe(CompressionStatus.NOOP);
    expect(result.statusName).toBe('NOOP');
    expect(opts.requests).toEqual([]);
    expect(result.tokens.after).toBe(result.tokens.before);
  });

  it('sends the summary request, then the verification request with the summary as a model turn', async () => {
    const opts = options(['first summary', 'verified summary']);
    const result = await simulateCompression(history, opts);
    expect(opts.requests.map((r) => r.kind)).toEqual(['summary', 'verify']);
    expect(opts.requests[1]?.contents).toEqual([
      ...history.slice(0, 4),
      model('first summary'),
      user(VERIFY_SNAPSHOT_PROMPT),
    ]);
    expect(opts.requests[1]?.modelAlias).toBe('chat-compression-2.5-flash');
    expect(result.finalSummary).toBe('verified summary');
    expect(opts.stages).toEqual(['planned', 'summarising', 'verifying', 'assembling', 'done']);
  });

  it('assembles [env, summary, acknowledgement, ...kept] and reports both histories', async () => {
    const result = await simulateCompression(history, options(['s', '  final  ']));
    const compressed = [user('final'), model(COMPRESSION_ACKNOWLEDGEMENT), ...history.slice(4)];
    expect(result.compressedHistory).toEqual(compressed);
    expect(result.newHistory).toEqual(getInitialChatHistory(environment, compressed));
    expect(result.status).toBe(CompressionStatus.COMPRESSED);
    expect(result.applied).toBe(true);
  });

  it('counts tokens before (last prompt) and after (heuristic over the new history)', async () => {
    const result = await simulateCompression(history, options(['s', 'final']));
    expect(result.tokens.before).toBe(estimateTokenCount(history.flatMap((c) => c.parts ?? [])));
    expect(result.tokens.after).toBe(
      estimateTokenCount((result.newHistory ?? []).flatMap((c) => c.parts ?? [])),
    );
    expect(result.tokens.after).toBeLessThan(result.tokens.before);
  });

  it('falls back to the first summary when verification is blank', async () => {
    const result = await simulateCompression(history, options(['  first  ', '   ']));
    expect(result.finalSummary).toBe('first');
  });

  it('fails with EMPTY_SUMMARY when both answers are blank', async () => {
    const result = await simulateCompression(history, options(['', ' \n ']));
    expect(result.status).toBe(CompressionStatus.COMPRESSION_FAILED_EMPTY_SUMMARY);
    expect(result.newHistory).toBeNull();
    expect(result.applied).toBe(false);
  });

  it('fails with INFLATED_TOKEN_COUNT when the new history is larger, flagging it unless forced', async () => {
    const huge = 'z'.repeat(20_000); // 5,000 tokens, more than the whole history
    // A tiny threshold lets the automatic (unforced) path trigger on this small history.
    const auto = await simulateCompression(
      history,
      options(['s', huge], { force: false, threshold: 0.0001 }),
    );
    expect(auto.plan.trigger.reason).toBe('threshold-reached');
    expect(auto.status).toBe(CompressionStatus.COMPRESSION_FAILED_INFLATED_TOKEN_COUNT);
    expect(auto.tokens.after).toBeGreaterThan(auto.tokens.before);
    expect(auto.setsFailedAttemptFlag).toBe(true);
    expect(auto.applied).toBe(false);
    const forced = await simulateCompression(history, options(['s', huge]));
    expect(forced.status).toBe(CompressionStatus.COMPRESSION_FAILED_INFLATED_TOKEN_COUNT);
    expect(forced.setsFailedAttemptFlag).toBe(false);
  });

  it('runs end to end with the offline summariser', async () => {
    const result = await simulateCompression(history, {
      ...options([]),
      summarise: offlineSummariser,
    });
    expect(result.status).toBe(CompressionStatus.COMPRESSED);
    expect(extractStateSnapshot(result.finalSummary ?? '')?.missing).toEqual([]);
  });

  it('rejects when the signal is aborted', async () => {
    const controller = new AbortController();
    const opts = options(['s', 'f'], {
      signal: controller.signal,
      summarise: async () => {
        controller.abort(new Error('cancelled by test'));
        return 'summary';
      },
    });
    await expect(simulateCompression(history, opts)).rejects.toThrow('cancelled by test');
  });
});
