/**
 * Where the releases' text comes from: the package's name, the releases bundled from it, its
 * licence, and the licence's full text as text, loaded only when opened.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_RELEASES } from '../../../core';
import { PackageNoticeSection } from './PackageNotice';

afterEach(cleanup);

function renderNotice() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PackageNoticeSection />
    </QueryClientProvider>,
  );
  return screen.getByTestId('package-notice');
}

describe('the package notice', () => {
  it('names the package, every release bundled from it and its licence', () => {
    const notice = renderNotice();
    expect(within(notice).getByRole('link', { name: '@google/gemini-cli-core' })).toBeTruthy();
    const text = notice.textContent ?? '';
    expect(text).toContain('Apache-2.0');
    expect(text).toContain('Copyright Google LLC');
    for (const release of SUPPORTED_RELEASES) expect(text).toContain(release);
  });

  it('loads the licence text when opened and shows it as text', async () => {
    const notice = renderNotice();
    // Not loaded before it is asked for.
    expect(within(notice).queryByTestId('package-licence-text')).toBeNull();
    await act(() => userEvent.click(within(notice).getByText('The licence in full')));
    const licence = await within(notice).findByTestId('package-licence-text');
    expect(licence.textContent).toContain('Apache License');
    expect(licence.textContent).toContain('Version 2.0, January 2004');
    expect(licence.children).toHaveLength(0);
    expect(notice.textContent).toContain(`@google/gemini-cli-core ${SUPPORTED_RELEASES[0]}`);
  });
});
