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
});
