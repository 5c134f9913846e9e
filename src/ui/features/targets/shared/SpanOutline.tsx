import type { KeyedSpan } from '../../../../core';
import { useUiStore } from '../../../store/uiStore';

/** A target prompt's parts in order; choosing one reveals it in the editor. */
export function SpanOutline({
  spans,
  titleOf,
  onReveal,
  label,
}: {
  spans: readonly KeyedSpan[];
  titleOf: (key: string) => string;
  onReveal: (key: string) => void;
  label: string;
}) {
  const activeSection = useUiStore((s) => s.activeSection);
  const setActiveSection = useUiStore((s) => s.setActiveSection);
  if (spans.length === 0) return null;
  return (
    <nav className="target-outline" aria-label={label}>
      <ol>
        {spans.map((span) => (
          <li key={`${span.key}-${span.start}`}>
            <button
              type="button"
              className={`target-outline-item${span.key === activeSection ? ' is-active' : ''}`}
              aria-current={span.key === activeSection ? 'true' : undefined}
              onClick={() => onReveal(span.key)}
              onMouseEnter={() => setActiveSection(span.key)}
            >
              {titleOf(span.key)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
