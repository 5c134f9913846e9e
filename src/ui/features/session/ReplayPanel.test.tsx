/**
 * The replay panel: the request count and the cost bound are on screen before anything is
 * sent, nothing goes out before the click (nor at all without a key), progress and Cancel
 * work, and each replayed request's API figures sit beside the simulated ones. Only the
 * @google/genai client is replaced (it would call the network).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PriceRow,
  SessionConversation,
  SessionPrefixTexts,
  SessionRequest,
  SessionResult,
} from '../../../core';
import { DEFAULT_GEMINI_BASE_URL, useGeminiSettings } from '../../geminiApi/geminiSettings';
import { REPLAY_MAX_OUTPUT_TOKENS } from '../../geminiApi/geminiReplay';
import { ReplayPanel } from './ReplayPanel';

type Call = { model: string; contents: unknown[]; config: { abortSignal: AbortSignal } };
type Answer = { usageMetadata: Record<string, number> };

const gemini = vi.hoisted(() => ({
  generateContent: vi.fn<(call: Call) => Promise<Answer>>(),
}));
vi.mock('@google/genai', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  GoogleGenAI: class {
    models = { generateContent: gemini.generateContent };
  },
}));

const KEY = 'AIzaSyB-replay-test-key-0123456789abcdef';
configure({ asyncUtilTimeout: 10_000 });

/** $1 per million input tokens, $0.25 cached, $10 output. */
const PRICE: PriceRow = {
  model: 'gemini-2.5-flash',
  input: 1,
  cachedInput: 0.25,
  output: 10,
  minCacheableTokens: 1024,
  source: { url: 'https://example.test/prices', readOn: '2026-10-01' },
};

function turn(index: number, inputTokens: number, cachedTokens: number): SessionRequest {
  return {
    index,
    kind: 'turn',
    answerIndex: 2 * index + 1,
    model: PRICE.model,
    inputTokens,
    sharedPrefixTokens: cachedTokens,
    cachedTokens,
    outputTokens: 50,
    outputSource: 'estimated',
    cost: null,
    cumulativeCost: 0,
  };
}

/** Four turns, then a summary request: at most four can be replayed. */
const RESULT: SessionResult = {
  requests: [
    turn(0, 10_000, 0),
    turn(1, 20_000, 9_000),
    turn(2, 30_000, 19_000),
    turn(3, 40_000, 29_000),
    { ...turn(4, 50_000, 0), kind: 'summary', answerIndex: null },
  ],
  compressions: [],
  totals: {
    requests: 5,
    inputTokens: 150_000,
    cachedTokens: 57_000,
    outputTokens: 250,
    compressions: 1,
    cost: null,
    costPerThousandSessions: null,
  },
  price: PRICE,
  prefix: { system: 5000, tools: 3000, environment: 500 },
  notes: [],
};
const PREFIX: SessionPrefixTexts = { system: 'SYSTEM', tools: '', environment: 'ENV' };
const CONVERSATION: SessionConversation = {
  label: 'test',
  contents: Array.from({ length: 10 }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'model',
    parts: [{ text: `message ${i}` }],
  })),
};

const usage = (prompt: number, cached: number): Answer => ({
  usageMetadata: {
    promptTokenCount: prompt,
    cachedContentTokenCount: cached,
    candidatesTokenCount: 30,
    thoughtsTokenCount: 4,
  },
});

const client = new QueryClient();
const panel = (result: SessionResult) => (
  <QueryClientProvider client={client}>
    <ReplayPanel result={result} prefix={PREFIX} conversation={() => CONVERSATION} />
  </QueryClientProvider>
);
const renderPanel = () => render(panel(RESULT));

beforeEach(() => {
  useGeminiSettings.setState({ apiKey: KEY, baseUrl: DEFAULT_GEMINI_BASE_URL, remember: false });
  gemini.generateContent.mockReset();
});
afterEach(cleanup);

describe('ReplayPanel', () => {
  it('shows the request count and the cost bound before anything is sent', async () => {
    const user = userEvent.setup();
    renderPanel();
    const bound = screen.getByTestId('replay-bound');
    // 3 requests (the default): (10,000 + 20,000 + 30,000) × 1.1 input tokens at $1/M, plus
    // 3 × (256 answer + 0 thinking) output tokens at $10/M.
    const expected = (66_000 * 1 + 3 * REPLAY_MAX_OUTPUT_TOKENS * 10) / 1e6;
    expect(bound.textContent).toContain('3 requests to gemini-2.5-flash');
    expect(bound.textContent).toContain(`$${expected.toFixed(4)}`);
    expect(bound.textContent).toContain('66,000 input tokens');
    // Up to the four turns before the summary request.
    const count = screen.getByRole('spinbutton', { name: /Turns to replay \(1–4\)/ });
    await user.clear(count);
    await user.type(count, '9');
    expect(screen.getByTestId('replay-bound').textContent).toContain('4 requests');
    expect(gemini.generateContent).not.toHaveBeenCalled();
  });

  it('sends the chosen requests on the click and shows API figures beside the simulated ones', async () => {
    const user = userEvent.setup();
    gemini.generateContent
      .mockResolvedValueOnce(usage(10_250, 0))
      .mockResolvedValueOnce(usage(19_900, 9_100));
    renderPanel();
    const count = screen.getByRole('spinbutton', { name: /Turns to replay/ });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Send 2 requests to Gemini' }));
    await waitFor(() => expect(gemini.generateContent).toHaveBeenCalledTimes(2));
    // Each request holds the environment message and the history before its answer.
    expect(gemini.generateContent.mock.calls[1]![0].contents).toEqual([
      { role: 'user', parts: [{ text: 'ENV' }] },
      ...CONVERSATION.contents.slice(0, 3),
    ]);
    const rows = await screen.findAllByTestId('replay-row');
    expect(rows).toHaveLength(2);
    await waitFor(() =>
      expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('19,900'),
    );
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // prompt: simulated, API, difference; cached: the same; output: with thoughts; thoughts.
    expect(cells).toEqual([
      '20,000',
      '19,900',
      '-100 (-0.5%)',
      '9,000',
      '9,100',
      '+100 (+1.1%)',
      '50',
      '34',
      '-16 (-32.0%)',
      '4',
    ]);
  });

  it('keeps comparing with the figures it started from when the session is simulated again', async () => {
    const user = userEvent.setup();
    gemini.generateContent.mockResolvedValue(usage(10_100, 0));
    const view = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send 3 requests to Gemini' }));
    await waitFor(() => expect(gemini.generateContent).toHaveBeenCalledTimes(3));
    expect(screen.queryByTestId('replay-stale')).toBeNull();
    const resimulated = {
      ...RESULT,
      requests: RESULT.requests.map((r) => ({ ...r, inputTokens: r.inputTokens + 5 })),
    };
    view.rerender(panel(resimulated));
    expect(screen.getByTestId('replay-stale')).toBeTruthy();
    const first = within(screen.getAllByTestId('replay-row')[0]!).getAllByRole('cell');
    expect(first[0]!.textContent).toBe('10,000');
    expect(first[2]!.textContent).toBe('+100 (+1.0%)');
  });

  it('Cancel stops the run: no further request is sent', async () => {
    const user = userEvent.setup();
    let release: (answer: Answer) => void = () => {};
    gemini.generateContent.mockImplementationOnce(
      (call) =>
        new Promise<Answer>((resolve, reject) => {
          release = resolve;
          call.config.abortSignal.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send 3 requests to Gemini' }));
    expect((await screen.findByTestId('replay-progress')).textContent).toBe('Request 1 of 3…');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release(usage(1, 0));
    const alert = await screen.findByRole('alert');
    expect(alert.className).toContain('notice-warning');
    expect(gemini.generateContent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('without a key it says where to add one and sends nothing', async () => {
    useGeminiSettings.setState({ apiKey: null });
    renderPanel();
    expect(screen.getByTestId('replay-no-key').textContent).toContain('Settings');
    const send = screen.getByRole('button', { name: 'Send 3 requests to Gemini' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(gemini.generateContent).not.toHaveBeenCalled();
  });

  it('an API error is explained without the key', async () => {
    const user = userEvent.setup();
    gemini.generateContent.mockRejectedValueOnce(
      Object.assign(new Error(`{"error":{"message":"API key not valid: ${KEY}"}}`), {
        status: 400,
      }),
    );
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send 3 requests to Gemini' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain(KEY);
    expect(gemini.generateContent).toHaveBeenCalledTimes(1);
  });
});
