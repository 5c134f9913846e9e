import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromptWarningCode, RenderedPrompt } from '../../../core';
import { WarningsTab } from './WarningsTab';
import { WARNING_KINDS } from './warningKinds';

afterEach(cleanup);

const withWarnings = (codes: PromptWarningCode[]) =>
  ({
    text: '',
    warnings: codes.map((code) => ({ code, message: `Message of ${code}.` })),
    removedTools: [],
  }) as unknown as RenderedPrompt;

describe('WarningsTab', () => {
  it('says what kind of warning each is in a sentence, never the internal code', () => {
    const codes = Object.keys(WARNING_KINDS) as PromptWarningCode[];
    render(<WarningsTab rendered={withWarnings(codes)} />);
    const kinds = screen.getAllByTestId('prompt-warning-kind');
    expect(kinds).toHaveLength(codes.length);
    codes.forEach((code, index) => {
      expect(kinds[index]?.textContent).toBe(WARNING_KINDS[code]);
      expect(kinds[index]?.textContent).toMatch(/^[A-Z].*\.$/);
    });
    // A code may still appear inside a message; it must not stand on its own.
    for (const code of codes) {
      expect(screen.queryByText(code)).toBeNull();
    }
    expect(screen.getByText(/Part of the imported prompt matches no section/)).toBeTruthy();
  });
});
