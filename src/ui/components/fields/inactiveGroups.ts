import { createContext, useContext } from 'react';

/**
 * Control groups whose inputs cannot change what is shown right now (e.g. while an imported
 * prompt stands in for the rendered one), and the element that says why. A group listed here
 * stays usable but is marked `aria-disabled` and muted (see ControlGroup).
 */
export interface InactiveGroups {
  ids: ReadonlySet<string>;
  /** The id of the notice that explains it (the groups' `aria-describedby`). */
  reasonId: string;
}

export const InactiveGroupsContext = createContext<InactiveGroups | null>(null);

/** The reason's element id when group `id` is inactive, else null. */
export function useInactiveReason(id: string): string | null {
  const inactive = useContext(InactiveGroupsContext);
  return inactive?.ids.has(id) ? inactive.reasonId : null;
}
