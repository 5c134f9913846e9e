import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_BODY_SHOWN_CHARS, PartView } from './PartView';

// Token badges count in a worker; this test is about the body shown.
vi.mock('./Tokens', () => ({ Tokens: () => null }));

describe('PartView', () => {
  afterEach(cleanup);

  it('shows a short text part whole, with no note', () => {
    const { container } = render(<PartView part={{ text: 'Explain the pricing.' }} />);
    expect(container.querySelector('pre')?.textContent).toBe('Explain the pricing.');
    expect(screen.queryByTestId('part-body-cut')).toBeNull();
  });

  it('shows the start of a huge text part and says how much more there is', () => {
    const text = 'a'.repeat(PART_BODY_SHOWN_CHARS) + 'b'.repeat(1_234_567);
    const { container } = render(<PartView part={{ text }} />);
    expect(container.querySelector('pre')?.textContent).toBe('a'.repeat(PART_BODY_SHOWN_CHARS));
    expect(screen.getByTestId('part-body-cut').textContent).toMatch(
      /and 1,234,567 more characters, not shown here \(all 1,254,567 are counted and sent/,
    );
  });
});
