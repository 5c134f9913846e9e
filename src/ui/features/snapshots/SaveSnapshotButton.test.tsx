/**
 * Saving a snapshot as a user does it: the header button (or Ctrl+S) asks for a name, the list
 * shows the snapshot with its token count, and a browser that refuses to store it says so and
 * keeps it for the session. The count worker is replaced by counts in this thread.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Notices } from '../../shell/Notices';
import { useConfigStore } from '../../store/configStore';
import { useSnapshotStore } from '../../store/snapshotStore';
import { polyfillModalDialogs } from '../../testing/components';
import { SaveSnapshotButton } from './SaveSnapshotButton';
import { SnapshotList } from './SnapshotList';

vi.mock('../../../workers/tokenCount/client', async (original) => ({
  ...(await original<object>()),
  countInWorker: (await import('../../testing/components')).countInThisThread,
}));

function renderHeaderAndList() {
  render(
    <>
      <SaveSnapshotButton />
      <Notices />
      <SnapshotList />
    </>,
  );
  return userEvent.setup();
}

const names = () => screen.queryAllByTestId('snapshot-name-text').map((n) => n.textContent);

beforeAll(polyfillModalDialogs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SaveSnapshotButton', () => {
  it('asks for a name, saves the configuration under it and lists it with its tokens', async () => {
    useConfigStore.getState().patch('gemini', { approvalMode: 'plan' });
    const user = renderHeaderAndList();
    expect(screen.getByText(/No snapshots yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save snapshot' }));
    const dialog = screen.getByRole('dialog', { name: 'Save snapshot' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).not.toBe('');
    await user.clear(name);
    await user.type(name, 'Plan mode try');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual(['Plan mode try']);
    expect(screen.getByRole('region', { name: 'Notices' }).textContent).toContain(
      'Saved snapshot “Plan mode try”.',
    );
    expect(await screen.findByText(/^[\d,]+ tokens$/)).toBeTruthy();
    const [saved] = useSnapshotStore.getState().snapshots;
    expect(saved?.config.gemini.approvalMode).toBe('plan');
  });

  it('a snapshot stored without its total (the page closed first) is counted when listed', async () => {
    useSnapshotStore.setState({ snapshots: [], lastDeleted: null });
    const stored = useSnapshotStore.getState().add(useConfigStore.getState().config, 'Closed');
    expect(stored?.tokens).toBeNull();
    renderHeaderAndList();
    expect(await screen.findByText(/^[\d,]+ tokens$/)).toBeTruthy();
    expect(useSnapshotStore.getState().snapshots[0]?.tokens?.total).toBeGreaterThan(1000);
  });

  it('opens with Ctrl+S; Cancel saves nothing', async () => {
    const user = renderHeaderAndList();
    await user.keyboard('{Control>}s{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Save snapshot' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(names()).toEqual([]);
  });

  it('when storage refuses the snapshot, says so and keeps every snapshot for this session', async () => {
    useSnapshotStore.getState().add(useConfigStore.getState().config, 'Stored earlier');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const user = renderHeaderAndList();
    await user.click(screen.getByRole('button', { name: 'Save snapshot' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Not stored');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(names()).toEqual(['Stored earlier', 'Not stored']);
    const [notice, warning] = screen.getAllByRole('alert').map((a) => a.textContent ?? '');
    expect(notice).toMatch(
      /^Snapshot “Not stored” is kept for this session but could not be stored in this browser \(.*The quota has been exceeded\.\)\. Export your snapshots to keep them\./,
    );
    expect(warning).toMatch(/^Snapshots could not be stored in this browser \(.*quota.*\)\./);
    expect(screen.getByRole('button', { name: 'Export all' })).toHaveProperty('disabled', false);
  });
});
