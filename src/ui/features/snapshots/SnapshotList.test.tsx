import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { Notices } from '../../shell/Notices';
import { UndoRedoButtons } from '../../shell/UndoRedoButtons';
import { useConfigStore } from '../../store/configStore';
import { useSnapshotStore } from '../../store/snapshotStore';
import { useUiStore } from '../../store/uiStore';
import { SnapshotList } from './SnapshotList';

function names(): string[] {
  return screen.queryAllByTestId('snapshot-name-text').map((node) => node.textContent ?? '');
}

beforeEach(() => {
  act(() => {
    useSnapshotStore.setState({ snapshots: [], lastDeleted: null });
    const first = useSnapshotStore.getState().add(createDefaultPlaygroundState(), 'Baseline');
    const planned = createDefaultPlaygroundState();
    planned.gemini.approvalMode = 'plan';
    useSnapshotStore.getState().add(planned, 'Plan mode');
    useSnapshotStore.getState().setTokens(first?.id ?? '', { total: 2489, encoding: 'o200k_base' });
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SnapshotList', () => {
  it('lists name, target, date and total tokens', () => {
    render(<SnapshotList />);
    expect(names()).toEqual(['Baseline', 'Plan mode']);
    const [first, second] = screen.getAllByTestId('snapshot-item');
    expect(first?.textContent).toContain('Gemini CLI');
    expect(first?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(within(first!).getByTestId('snapshot-tokens').textContent).toBe('2,489 tokens');
    expect(within(second!).getByTestId('snapshot-tokens').textContent).toBe('not counted');
  });

  it('renames in place (Enter saves, Escape cancels)', () => {
    render(<SnapshotList />);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Baseline' }));
    const field = screen.getByLabelText('New name for Baseline');
    fireEvent.change(field, { target: { value: 'Before plan' } });
    fireEvent.submit(field);
    expect(names()).toEqual(['Before plan', 'Plan mode']);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Plan mode' }));
    fireEvent.change(screen.getByLabelText('New name for Plan mode'), { target: { value: 'x' } });
    fireEvent.keyDown(screen.getByLabelText('New name for Plan mode'), { key: 'Escape' });
    expect(names()).toEqual(['Before plan', 'Plan mode']);
  });

  it('deletes with an Undo that puts the snapshot back in its place', () => {
    render(<SnapshotList />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Baseline' }));
    expect(names()).toEqual(['Plan mode']);
    expect(screen.getByRole('status').textContent).toContain('Deleted “Baseline”.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Baseline', 'Plan mode']);
  });

  it('restores a snapshot as an undoable change of the configuration', () => {
    render(<SnapshotList />);
    const before = useConfigStore.getState().config;
    fireEvent.click(screen.getByRole('button', { name: 'Restore Plan mode' }));
    expect(useConfigStore.getState().config.gemini.approvalMode).toBe('plan');
    expect(useUiStore.getState().notices.at(-1)?.text).toContain('Restored “Plan mode”');
    act(() => useConfigStore.getState().undo());
    expect(useConfigStore.getState().config).toBe(before);
  });

  it('restoring says how to undo it, and the header Undo brings the previous work back', async () => {
    act(() => useConfigStore.getState().patch('gemini', { model: 'flash' }));
    const before = useConfigStore.getState().config;
    render(
      <>
        <UndoRedoButtons />
        <Notices />
        <SnapshotList />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restore Plan mode' }));
    expect(screen.getByRole('region', { name: 'Notices' }).textContent).toContain(
      'Restored “Plan mode”. Undo (Ctrl+Z) brings your previous work back.',
    );
    expect(useConfigStore.getState().config.gemini.approvalMode).toBe('plan');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(useConfigStore.getState().config).toBe(before);
  });

  it('says how to start when there are no snapshots, and cannot export nothing', () => {
    act(() => useSnapshotStore.setState({ snapshots: [] }));
    render(<SnapshotList />);
    expect(screen.getByText(/No snapshots yet/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export all' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
