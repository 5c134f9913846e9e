import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Percent moved by one arrow key press (Home and End move as far as the panes allow). */
const KEY_STEP = 5;

interface PaneSeparatorProps {
  label: string;
  /** The id of the pane on its left (what `aria-valuenow` measures). */
  controls: string;
  /** Left pane's width in percent, and the bounds it can take. */
  value: number;
  min: number;
  max: number;
  /** Moves the boundary by `delta` percent of the row (negative: to the left). */
  onMove: (delta: number) => void;
  /** Double click: both neighbours back to their first widths. */
  onReset: () => void;
}

/**
 * The handle between two panes (WAI-ARIA window splitter): drag it, or focus it and use the
 * arrow keys, Home and End; F6 goes to the next handle of the row.
 */
export function PaneSeparator({
  label,
  controls,
  value,
  min,
  max,
  onMove,
  onReset,
}: PaneSeparatorProps) {
  const drag = useRef<{ x: number; width: number; moved: number } | null>(null);
  const [active, setActive] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const row = event.currentTarget.parentElement;
    const width = row?.getBoundingClientRect().width ?? 0;
    if (width <= 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    drag.current = { x: event.clientX, width, moved: 0 };
    setActive(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const total = ((event.clientX - current.x) / current.width) * 100;
    onMove(total - current.moved);
    current.moved = total;
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setActive(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = {
      ArrowLeft: -KEY_STEP,
      ArrowRight: KEY_STEP,
      Home: -100,
      End: 100,
    }[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      onMove(delta);
    } else if (event.key === 'F6') {
      event.preventDefault();
      focusNextSeparator(event.currentTarget, event.shiftKey ? -1 : 1);
    }
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      className="pane-separator"
      aria-label={label}
      aria-controls={controls}
      aria-orientation="vertical"
      aria-valuenow={Math.round(value)}
      aria-valuemin={Math.round(min)}
      aria-valuemax={Math.round(max)}
      data-separator={active ? 'active' : 'inactive'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      onDoubleClick={onReset}
    />
  );
}

/** Focuses the row's next (or previous) handle, wrapping around. */
function focusNextSeparator(from: HTMLElement, step: 1 | -1): void {
  const all = Array.from(
    from.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="separator"]') ?? [],
  );
  const index = all.indexOf(from);
  if (index === -1 || all.length === 0) return;
  all[(index + step + all.length) % all.length]?.focus({ preventScroll: true });
}
