import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WordingNotice } from './WordingNotice';

afterEach(cleanup);

describe('WordingNotice', () => {
  it('names the revision of the CLI version selected', () => {
    const { rerender } = render(<WordingNotice version="0.61.0" />);
    expect(screen.getByTestId('modelled-revision').textContent).toContain('gemini-cli v0.61.0');
    rerender(<WordingNotice version="2026-02" />);
    expect(screen.getByTestId('modelled-revision').textContent).toContain('commit 4a6e3eb646');
  });
});
