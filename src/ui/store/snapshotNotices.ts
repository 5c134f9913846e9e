/** What loading the snapshots found, told once at the app's start, with what can be done. */
import { downloadText } from '../lib/download';
import { useSnapshotStore } from './snapshotStore';
import { useUiStore, type NoticeAction } from './uiStore';

/**
 * Reads the saved snapshots (once) and shows its notices: saved data that was not read whole
 * is offered for download, and when it could not be backed up, saving waits for the user to
 * download it or to choose to overwrite it.
 */
export function showSnapshotLoadNotices(store = useSnapshotStore): void {
  const loaded = store.hydrate();
  const push = useUiStore.getState().pushNotice;
  for (const text of loaded.notices) {
    const actions: NoticeAction[] = [];
    const raw = loaded.download;
    if (raw !== null) {
      actions.push({
        label: 'Download the saved snapshots',
        keepOpen: loaded.holdSaves,
        run: () => downloadText('promptscope-saved-snapshots.json', raw, 'application/json'),
      });
    }
    if (loaded.holdSaves) {
      actions.push({ label: 'Overwrite them with my changes', run: () => store.overwriteSaved() });
    }
    push('warning', text, { actions, sticky: loaded.holdSaves });
  }
}
