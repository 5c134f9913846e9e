/** Public API of snapshots: named configurations kept in the browser, their files and merges. */
export type { Snapshot, SnapshotFile, RestoredSnapshots } from './snapshot';
export {
  SNAPSHOT_FILE_FORMAT,
  MAX_SNAPSHOT_NAME,
  MAX_SNAPSHOTS,
  restoreSnapshots,
  toSnapshotFile,
} from './snapshot';
export type { SnapshotMerge } from './merge';
export { mergeSnapshots, describeMerge } from './merge';
export { defaultSnapshotName, targetDisplayName, targetModel } from './naming';
