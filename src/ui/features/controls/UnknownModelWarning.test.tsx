import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnknownModelWarning } from './UnknownModelWarning';

afterEach(cleanup);

describe('UnknownModelWarning', () => {
  it('says nothing for a known id, an alias or an empty field', () => {
    for (const model of ['gemini-2.5-pro', 'flash', '']) {
      const { container } = render(<UnknownModelWarning model={model} onPick={() => {}} />);
      expect(container.innerHTML).toBe('');
      cleanup();
    }
  });

  it('warns on a mistyped id and offers the nearest known ids, closest first', () => {
    render(<UnknownModelWarning model="gemini-2.5-pri" onPick={() => {}} />);
    const warning = screen.getByRole('status');
    expect(warning.textContent).toContain('“gemini-2.5-pri” is not a model id the CLI knows');
    const picks = screen.getAllByRole('button').map((button) => button.textContent);
    expect(picks[0]).toBe('gemini-2.5-pro');
    expect(picks).toHaveLength(3);
  });

  it('picking a suggestion hands it back', () => {
    const onPick = vi.fn();
    render(<UnknownModelWarning model="gemini-25-flash" onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'gemini-2.5-flash' }));
    expect(onPick).toHaveBeenCalledWith('gemini-2.5-flash');
  });

  describe('0.61.0', () => {
    it('says nothing for ids and aliases v0.61 lists, including its new ones', () => {
      for (const model of ['auto', 'flash-lite', 'gemini-3.8-flash', 'gemma-4-31b-it']) {
        const { container } = render(
          <UnknownModelWarning model={model} version="0.61.0" onPick={() => {}} />,
        );
        expect(container.innerHTML).toBe('');
        cleanup();
      }
    });

    it('warns on a mistyped id with v0.61’s nearest ids and the family it would get', () => {
      render(<UnknownModelWarning model="gemini-2.5-prp" version="0.61.0" onPick={() => {}} />);
      const warning = screen.getByRole('status');
      expect(warning.textContent).toContain(
        '“gemini-2.5-prp” is not in the CLI’s list of model ids and aliases',
      );
      expect(warning.textContent).toContain('sent to the API as-is');
      expect(warning.textContent).toContain('gets the legacy prompt');
      expect(screen.getAllByRole('button')[0]?.textContent).toBe('gemini-2.5-pro');
    });

    it('says a custom non-gemini id is sent as-is and gets the modern prompt', () => {
      render(<UnknownModelWarning model="my-proxy-model" version="0.61.0" onPick={() => {}} />);
      expect(screen.getByRole('status').textContent).toContain(
        'counts as a custom model and gets the modern prompt',
      );
    });

    it('offers v0.61-only ids that 2026-02 never knew', () => {
      const onPick = vi.fn();
      render(<UnknownModelWarning model="gemini-3.8-flsh" version="0.61.0" onPick={onPick} />);
      expect(screen.getByRole('status').textContent).toContain('Gemini 3 id');
      fireEvent.click(screen.getByRole('button', { name: 'gemini-3.8-flash' }));
      expect(onPick).toHaveBeenCalledWith('gemini-3.8-flash');
    });
  });
});
