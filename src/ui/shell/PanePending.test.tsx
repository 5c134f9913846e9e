/** The stand-in of a pane during the app's first frame keeps the static shell's figure. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PanePending } from './PanePending';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('PanePending', () => {
  it('says what is on its way', () => {
    render(<PanePending what="the prompt" />);
    expect(screen.getByText('Loading the prompt…')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the figure the shell showed, as text, until the meter replaces it', () => {
    const shell = document.createElement('section');
    shell.id = 'shell-figure';
    shell.innerHTML =
      '<span id="shell-figure-name"></span><span id="shell-figure-badge"></span><output id="shell-figure-total"></output>';
    document.body.append(shell);
    document.getElementById('shell-figure-name')!.textContent = 'Gemma 3 <b>';
    document.getElementById('shell-figure-badge')!.textContent = 'exact';
    document.getElementById('shell-figure-total')!.textContent = '6581';
    render(<PanePending what="the token meter" keepShellFigure />);
    shell.remove();
    expect(screen.getByLabelText('Total tokens, as last counted').textContent).toBe('6581');
    expect(screen.getByText('Gemma 3 <b>')).toBeTruthy();
    expect(screen.getByText('exact').className).toContain('exact-badge');
  });
});
