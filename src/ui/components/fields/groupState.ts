import { create } from 'zustand';

/** Which control groups are open: view state only, never saved or shared. */
interface GroupState {
  open: Record<string, boolean>;
  setOpen: (id: string, open: boolean) => void;
}

/** Groups open on first visit: the ones most edits start from. */
export const DEFAULT_OPEN_GROUPS: readonly string[] = ['presets', 'model', 'sections', 'memory'];

export const useGroupState = create<GroupState>()((set) => ({
  open: Object.fromEntries(DEFAULT_OPEN_GROUPS.map((id) => [id, true])),
  setOpen: (id, open) => set((s) => ({ open: { ...s.open, [id]: open } })),
}));
