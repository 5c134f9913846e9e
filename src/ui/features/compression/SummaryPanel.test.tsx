/**
 * A compression run with Gemini: the real worker (in-process) asks the page for the summary
 * and the verification; the page streams them through @google/genai, whose client is the only
 * thing replaced (it would call the network). Failures are explained without the key, and
 * "Run again" works.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GEMINI_BASE_URL, useGeminiSettings } from '../../geminiApi/geminiSettings';
import { useConfigStore } from '../../store/configStore';
import { prepareSimulatorTests, renderSimulator, resetConfig, splitNumbers } from './testSupport';

type Chunk = { candidates: { content: { parts: { text: string }[] } }[]; usageMetadata?: object };
type StreamCall = { model: string; contents: unknown[]; config: { systemInstruction: string } };

const gemini = vi.hoisted(() => ({
  generateContentStream: vi.fn<(call: StreamCall) => Promise<AsyncIterable<Chunk>>>(),
  clients: [] as { apiKey: string }[],
}));

vi.mock('@google/genai', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  GoogleGenAI: class {
    models = { generateContentStream: gemini.generateContentStream };
    constructor(options: { apiKey: string }) {
      gemini.clients.push(options);
    }
  },
}));
vi.mock('../../monaco/MonacoEditor', () => ({ MonacoEditor: () => null }));
vi.mock('./jsonLanguage', () => ({ loadMonacoWithJson: () => Promise.resolve({}) }));

const KEY = 'AIzaSyB-run-test-key-0123456789abcdefghij';

/** A streamed answer in pieces, with usage on the last chunk. */
function answer(...pieces: string[]): AsyncIterable<Chunk> {
  return (async function* () {
    for (const [i, text] of pieces.entries()) {
      yield {
        candidates: [{ content: { parts: [{ text }] } }],
        ...(i === pieces.length - 1
          ? {
              usageMetadata: {
                promptTokenCount: 1200,
                candidatesTokenCount: 40,
                totalTokenCount: 1240,
              },
            }
          : {}),
      };
    }
  })();
}

const SUMMARY = [
  '<state_snapshot>\n',
  '<overall_goal>Fix percent discount codes.</overall_goal>\n',
  '</state_snapshot>',
];
const VERIFIED = [
  '<state_snapshot>\n<overall_goal>Fix percent codes; tests pass.</overall_goal>\n</state_snapshot>',
];

/** Gemini answers the summary, then the verification. */
function answerBoth(): void {
  gemini.generateContentStream
    .mockImplementationOnce(async () => answer(...SUMMARY))
    .mockImplementationOnce(async () => answer(...VERIFIED));
}

// Lazy chunks, workers and renders take longer on a busy machine: waits are not assertions.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(prepareSimulatorTests);
beforeEach(() => {
  resetConfig();
  useConfigStore.getState().patch('compression', { force: true });
  useGeminiSettings.setState({ apiKey: KEY, baseUrl: DEFAULT_GEMINI_BASE_URL, remember: false });
  gemini.generateContentStream.mockReset();
  gemini.clients = [];
});
afterEach(cleanup);

async function startRun(user: ReturnType<typeof userEvent.setup>, name = 'Run with Gemini') {
  const run = await screen.findByRole('button', { name }, { timeout: 15_000 });
  await waitFor(() => expect((run as HTMLButtonElement).disabled).toBe(false));
  await user.click(run);
}

const callSection = (kind: 'summary' | 'verify') => screen.findByTestId(`call-${kind}`);

describe('SummaryPanel run with Gemini', () => {
  it('streams the summary and the verification, then shows the compressed history', async () => {
    const user = userEvent.setup();
    renderSimulator();
    answerBoth();
    await startRun(user);
    const result = await screen.findByRole(
      'region',
      { name: 'Compression result' },
      { timeout: 15_000 },
    );
    const summary = within(await callSection('summary'));
    expect(summary.getByRole('heading').textContent).toMatch(/^Summary call · /);
    expect(summary.getByTestId('streamed-text').textContent).toBe(SUMMARY.join(''));
    expect(summary.getByTestId('usage-summary').textContent).toBe(
      `Done · 3 chunks · ${SUMMARY.join('').length} characters · prompt 1200 tokens, output 40, total 1240`,
    );
    const verify = within(await callSection('verify'));
    expect(verify.getByTestId('streamed-text').textContent).toBe(VERIFIED.join(''));
    expect(within(result).getByTestId('run-status').textContent).toBe('COMPRESSED');
    // The verified summary replaces the summarised messages; the kept ones follow unchanged.
    expect(within(result).getByTestId('new-summary').textContent).toBe(VERIFIED.join(''));
    expect(
      within(result).getByText(`…then the ${splitNumbers().kept} kept messages, unchanged.`),
    ).toBeTruthy();
    expect(gemini.generateContentStream).toHaveBeenCalledTimes(2);
    expect(gemini.clients[0]?.apiKey).toBe(KEY);
  });

  it('runs the offline sample summary without calling Gemini, labelled as no model', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await startRun(user, 'Sample summary (offline, not a model)');
    const result = await screen.findByRole('region', { name: 'Compression result' });
    expect(within(result).getByText('Sample summary — not a model')).toBeTruthy();
    expect(within(result).getByTestId('new-summary').textContent).toContain('<state_snapshot>');
    expect(screen.queryByTestId('call-summary')).toBeNull();
    expect(gemini.generateContentStream).not.toHaveBeenCalled();
  });

  it('explains a refused call (429) without the key, and runs again', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@google/genai');
    renderSimulator();
    const body = {
      error: {
        code: 429,
        message: `Quota exceeded for requests per minute with key ${KEY}.`,
        status: 'RESOURCE_EXHAUSTED',
      },
    };
    gemini.generateContentStream.mockRejectedValueOnce(
      new ApiError({
        message: `got status: 429 Too Many Requests. ${JSON.stringify(body)}`,
        status: 429,
      }),
    );
    await startRun(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(
      'The Gemini API refused the call: the quota or rate limit of this key is used up (429).',
    );
    expect(alert.textContent).toContain(
      'HTTP 429: Quota exceeded for requests per minute with key',
    );
    expect(alert.textContent).not.toContain(KEY);
    expect(document.body.textContent).not.toContain(KEY);
    expect(within(await callSection('summary')).getByTestId('streamed-text').textContent).toBe(
      'No answer: the call stopped (see the error above).',
    );
    answerBoth();
    await user.click(within(alert).getByRole('button', { name: 'Run again' }));
    const result = await screen.findByRole(
      'region',
      { name: 'Compression result' },
      { timeout: 15_000 },
    );
    expect(within(result).getByTestId('run-status').textContent).toBe('COMPRESSED');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the API could not be reached when the network fails', async () => {
    const user = userEvent.setup();
    renderSimulator();
    gemini.generateContentStream.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startRun(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(
      'Could not reach the Gemini API: no network, a blocked request, or a wrong base URL.',
    );
    expect(alert.textContent).toContain(`Failed to fetch (base URL ${DEFAULT_GEMINI_BASE_URL})`);
    expect(alert.textContent).not.toContain(KEY);
    expect(screen.queryByRole('region', { name: 'Compression result' })).toBeNull();
  });
});
