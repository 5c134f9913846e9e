import { Suspense, type ReactNode } from 'react';
import { useGroupState } from './groupState';
import { useInactiveReason } from './inactiveGroups';

interface ControlGroupProps {
  id: string;
  title: string;
  /** A short summary shown beside the title while the group is closed or open. */
  badge?: ReactNode;
  children: ReactNode;
}

/**
 * A collapsible group of controls (`<details>`). Its body mounts only while open, so closed
 * groups (and their editors) cost nothing. A group listed as inactive (InactiveGroupsContext)
 * is muted and `aria-disabled`, described by the notice that says why; it stays usable.
 */
export function ControlGroup({ id, title, badge, children }: ControlGroupProps) {
  const open = useGroupState((s) => s.open[id] ?? false);
  const setOpen = useGroupState((s) => s.setOpen);
  const inactiveReason = useInactiveReason(id);
  return (
    <details
      className={`control-group${inactiveReason ? ' is-inactive' : ''}`}
      aria-disabled={inactiveReason ? true : undefined}
      aria-describedby={inactiveReason ?? undefined}
      open={open}
      data-testid={`control-group-${id}`}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        if (next !== open) setOpen(id, next);
      }}
    >
      <summary className="control-group-summary">
        <span className="control-group-title">{title}</span>
        {badge && <span className="control-group-badge">{badge}</span>}
      </summary>
      {open && (
        <div className="control-group-body">
          {/* Some groups' controls load on first opening (GeminiControls). */}
          <Suspense fallback={<p className="muted">Loading…</p>}>{children}</Suspense>
        </div>
      )}
    </details>
  );
}
