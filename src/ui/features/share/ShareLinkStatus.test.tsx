/**
 * Opening a share link: over work that exists nowhere else the app asks first (keep or open,
 * with the old work one click away), over the defaults it opens at once, and a broken link says
 * why it was not opened while the configuration stays exactly as it was.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildShareUrl, createDefaultPlaygroundState, type PlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { polyfillModalDialogs } from '../../testing/components';
import { useLinkStore } from './linkStore';
import { ShareLinkStatus } from './ShareLinkStatus';

/** The configuration a colleague shared: plan mode on the flash model. */
function sharedConfiguration(): PlaygroundState {
  const state = createDefaultPlaygroundState();
  state.gemini.approvalMode = 'plan';
  state.gemini.model = 'flash';
  return state;
}

function visit(fragment: string): void {
  window.history.replaceState(null, '', `/${fragment}`);
}

const linkFragment = (state: PlaygroundState) => {
  const url = buildShareUrl('http://localhost/', state);
  return url.slice(url.indexOf('#'));
};

/** Unsaved work: a change nobody shared or exported. */
function editWork(): PlaygroundState {
  useConfigStore.getState().patch('gemini', { model: 'pro', isGitRepository: false });
  return useConfigStore.getState().config;
}

/** Edits the work, then opens a link to another configuration; returns the question asked. */
async function openSharedLinkOverWork() {
  const work = editWork();
  visit(linkFragment(sharedConfiguration()));
  render(<ShareLinkStatus />);
  const user = userEvent.setup();
  const ask = await screen.findByRole('alertdialog', { name: 'Open the shared configuration?' });
  return { work, user, ask };
}

const config = () => useConfigStore.getState().config;
const banner = () => screen.findByTestId('link-status');

beforeAll(polyfillModalDialogs);
beforeEach(() => {
  useLinkStore.setState({ pending: null, status: null, hasPreviousWork: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  visit('');
});

describe('ShareLinkStatus: opening a link', () => {
  it('over unsaved work, asks first; keeping the work changes nothing', async () => {
    const { work, user, ask } = await openSharedLinkOverWork();
    expect(ask.textContent).toContain('your current work has not been shared or exported');
    expect(window.location.hash).toBe('');
    await user.click(within(ask).getByRole('button', { name: 'Keep my current work' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(config()).toBe(work);
    expect((await banner()).textContent).toContain(
      'Kept your current work; the shared configuration was not opened.',
    );
  });

  it('opening it replaces the work, which one click brings back', async () => {
    const { work, user, ask } = await openSharedLinkOverWork();
    await user.click(within(ask).getByRole('button', { name: 'Open the shared configuration' }));

    expect(config()).toEqual(sharedConfiguration());
    const opened = await banner();
    expect(opened.textContent).toContain(
      'Opened the configuration from the link. Your previous work is kept in this browser.',
    );
    await user.click(within(opened).getByRole('button', { name: 'Restore my previous work' }));
    expect(config()).toEqual(work);
    expect((await banner()).textContent).toContain('Your previous work is back.');
  });

  it('with storage full, says the work cannot be kept before it is replaced', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user, ask } = await openSharedLinkOverWork();
    expect(ask.textContent).toContain(
      'storage is full, so your current work cannot be kept here: if you open it, your current work is lost unless you first use Export → Download configuration.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Open the shared configuration' }));
    const opened = await banner();
    expect(opened.textContent).toContain('Opened the configuration from the link.');
    expect(opened.textContent).not.toContain('previous work is kept');
    expect(within(opened).queryByRole('button', { name: 'Restore my previous work' })).toBeNull();
  });

  it('over the untouched defaults, opens at once; a later link in the address bar too', async () => {
    visit(linkFragment(sharedConfiguration()));
    render(<ShareLinkStatus />);
    expect((await banner()).textContent).toContain('Opened the configuration from the link.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(config()).toEqual(sharedConfiguration());

    // The same configuration again: nothing to do, and it says so.
    act(() => {
      visit(linkFragment(sharedConfiguration()));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText(/holds the configuration that is already open/)).toBeTruthy();
  });

  it('a cut link shows why it was not opened and leaves the configuration untouched', async () => {
    const work = editWork();
    const fragment = linkFragment(sharedConfiguration());
    visit(fragment.slice(0, fragment.length - 12));
    render(<ShareLinkStatus />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^This link could not be opened: \S.+ Your current work is unchanged\./,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(config()).toBe(work);
    expect(useConfigStore.getState().past).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('link-status')).toBeNull();
  });

  it('an address fragment that is no link says what a link looks like', async () => {
    const work = editWork();
    visit('#section-3');
    render(<ShareLinkStatus />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'its fragment “#section-3” holds no configuration (a Promptscope link ends in #s=…)',
    );
    expect(config()).toBe(work);
  });
});
