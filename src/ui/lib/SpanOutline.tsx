import type { KeyedSpan } from '../../core';
import { useUiStore } from '../store/uiStore';
import { ShowMore, useShownRows } from './ShowMore';

interface SpanOutlineProps {
  spans: readonly KeyedSpan[];
  titleOf: (key: string) => string;
  onReveal: (key: string) => void;
  /** Accessible name of the outline. */
  label: string;
  /** Placement class of the surrounding layout. */
  className?: string;
}

/**
 * A prompt's parts in order, as chips: choosing one reveals it in the editor; hovering one
 * highlights it there and in the meter.
 */
export function SpanOutline({ spans, titleOf, onReveal, label, className }: SpanOutlineProps) {
  const activeSection = useUiStore((s) => s.activeSection);
  const setActiveSection = useUiStore((s) => s.setActiveSection);
  const { shown, showMore } = useShownRows(spans.length);
  if (spans.length === 0) return null;
  return (
    <nav className={`span-outline ${className ?? ''}`} aria-label={label}>
      <ol>
        {spans.slice(0, shown).map((span) => (
          <li key={`${span.key}-${span.start}`}>
            <button
              type="button"
              className={`span-outline-item${span.key === activeSection ? ' is-active' : ''}`}
              aria-current={span.key === activeSection ? 'true' : undefined}
              onClick={() => onReveal(span.key)}
              onMouseEnter={() => setActiveSection(span.key)}
            >
              {titleOf(span.key)}
            </button>
          </li>
        ))}
      </ol>
      <ShowMore shown={shown} total={spans.length} noun="parts" onMore={showMore} />
    </nav>
  );
}
