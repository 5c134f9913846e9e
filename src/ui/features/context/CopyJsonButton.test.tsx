/** Turn & context's "Copy JSON": its accessible name starts with what it shows (WCAG 2.5.3). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CopyJsonButton } from './CopyJsonButton';

afterEach(cleanup);

it('is named after the words on the button', () => {
  render(<CopyJsonButton json="{}" />);
  const button = screen.getByRole('button', { name: /^Copy JSON: / });
  expect(button.textContent).toBe('Copy JSON');
});
