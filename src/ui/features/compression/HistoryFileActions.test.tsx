import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState, MAX_STATE_TEXT_LENGTH } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { useUiStore } from '../../store/uiStore';
import { HistoryFileActions, importHistoryText } from './HistoryFileActions';

const session = {
  sessionId: 'a1b2c3d4-0000-4000-8000-000000000001',
  projectHash: 'f00d',
  startTime: '2026-02-05T09:00:00.000Z',
  lastUpdated: '2026-02-05T09:01:00.000Z',
  messages: [
    { id: '1', timestamp: '2026-02-05T09:00:00.000Z', type: 'user', content: 'List the files.' },
    {
      id: '2',
      timestamp: '2026-02-05T09:00:05.000Z',
      type: 'gemini',
      content: '',
      thoughts: [{ subject: 'Listing', description: 'Use the directory tool.', timestamp: '' }],
      toolCalls: [
        {
          id: 'list_directory-1',
          name: 'list_directory',
          args: { dir_path: '.' },
          result: [
            {
              functionResponse: {
                id: 'list_directory-1',
                name: 'list_directory',
                response: { output: 'README.md' },
              },
            },
          ],
          status: 'success',
          timestamp: '',
        },
      ],
    },
    { id: '3', timestamp: '2026-02-05T09:00:09.000Z', type: 'gemini', content: 'Just README.md.' },
  ],
};

function importFile(name: string, text: string): void {
  const input = screen.getByLabelText('History file to import');
  fireEvent.change(input, {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });
}

const customHistory = () => useConfigStore.getState().config.compression.customHistory;

beforeEach(() => {
  useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
});
afterEach(cleanup);

describe('HistoryFileActions import', () => {
  it('says it recognised a CLI session file and stores it as contents', async () => {
    render(<HistoryFileActions origin="sample" text={null} />);
    importFile('session-2026-02-05.json', JSON.stringify(session));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Imported session-2026-02-05.json.');
    expect(status.textContent).toContain('Recognised a Gemini CLI session file');
    const stored = JSON.parse(customHistory() ?? 'null') as { role: string }[];
    expect(stored.map((c) => c.role)).toEqual(['user', 'model', 'user', 'model']);
  });

  it('says it recognised a logged API request', async () => {
    render(<HistoryFileActions origin="sample" text={null} />);
    const request = {
      systemInstruction: { parts: [{ text: 'You are a CLI agent.' }] },
      contents: [{ role: 'user', parts: [{ text: 'hello' }] }],
    };
    importFile('request.json', JSON.stringify(request));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Recognised a logged Gemini API request',
      ),
    );
  });

  it('refuses a file that is no history, names the problem and keeps the history', async () => {
    render(<HistoryFileActions origin="sample" text={null} />);
    importFile('notes.json', '{"messages": []}');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('notes.json was not imported: line 1:');
    expect(status.textContent).toContain('Your history is unchanged.');
    expect(customHistory()).toBeNull();
  });

  it('refuses a history over the limit before parsing it, with one message', async () => {
    useUiStore.setState({ notices: [] });
    // Not even JSON: a parse would name a line; the size is checked first.
    const huge = `[{"role":"user","parts":[{"text":"${'x'.repeat(MAX_STATE_TEXT_LENGTH)}`;
    expect(importHistoryText(huge)).toEqual({
      error: 'it is 4,000,034 characters long; Promptscope keeps histories of up to 4,000,000.',
    });
    render(<HistoryFileActions origin="sample" text={null} />);
    importFile('huge.json', huge);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'huge.json was not imported: it is 4,000,034 characters long; Promptscope keeps histories of up to 4,000,000. Your history is unchanged.',
    );
    expect(status.textContent).not.toContain('Imported');
    expect(useUiStore.getState().notices).toEqual([]); // no second, contradicting notice
    expect(customHistory()).toBeNull();
  });
});
