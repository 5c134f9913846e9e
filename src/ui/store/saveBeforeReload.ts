/**
 * Whether this tab may reload without losing work. Code that would reload the page (a new
 * version taking over, a lazy view's code gone after a deploy) asks here first: the saver
 * (`persistConfig.ts`) writes what is pending at once and answers whether everything is now in
 * this browser's storage. It is not while saving is held (unreadable data kept, another tab's
 * change awaiting a choice) or failing (storage full).
 */
type SaveNow = () => boolean;

let saveNow: SaveNow | null = null;

/** The saver registers itself; returns the function that withdraws it. */
export function provideSaveBeforeReload(save: SaveNow): () => void {
  saveNow = save;
  return () => {
    if (saveNow === save) saveNow = null;
  };
}

/** Saves now; true when this tab's work is all saved, so a reload loses nothing. */
export function saveBeforeReload(): boolean {
  return saveNow ? saveNow() : true;
}
