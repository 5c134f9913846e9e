/**
 * A copy button's accessible name begins with the words it shows, so speech users can say what
 * they see (WCAG 2.5.3; axe's label-content-name-mismatch flagged "Copy JSON" when its name was
 * "Copy the turn request JSON").
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleName, CopyButton } from './CopyButton';

afterEach(cleanup);

describe('CopyButton', () => {
  it.each([
    ['Copy', 'system prompt'],
    ['Copy JSON', 'turn request JSON'],
    ['Copy link', 'comparison link'],
  ])('the name of "%s" contains its visible text and says what is copied', (label, what) => {
    const name = accessibleName(label, what);
    expect(name.toLowerCase()).toContain(label.toLowerCase());
    expect(name).toContain(what);
  });

  it('keeps the plain "Copy the …" name for the default label', () => {
    render(<CopyButton text="x" what="Asimi prompt" />);
    expect(screen.getByRole('button', { name: 'Copy the Asimi prompt' }).textContent).toBe('Copy');
  });
});
