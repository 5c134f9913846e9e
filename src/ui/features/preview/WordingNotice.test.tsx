import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WordingNotice } from './WordingNotice';

afterEach(cleanup);

describe('WordingNotice', () => {
  it('says a release shows the CLI’s own text, and 2026-02 our wording of its commit', () => {
    const { rerender } = render(<WordingNotice version="0.59.0" />);
    const notice = screen.getByTestId('wording-notice');
    expect(notice.textContent).toContain("The CLI's own text, release 0.59.0");
    expect(notice.textContent).toContain('@google/gemini-cli-core 0.59.0');
    expect(screen.queryByTestId('modelled-revision')).toBeNull();
    rerender(<WordingNotice version="2026-02" />);
    expect(screen.getByTestId('wording-notice').textContent).toContain(
      'Our wording of the 2026-02 revision',
    );
    expect(screen.getByTestId('modelled-revision').textContent).toContain('commit 4a6e3eb646');
  });
});
