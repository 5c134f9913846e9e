import type { SectionSpan } from '../../../core';
import { useUiStore } from '../../store/uiStore';
import { promptPartTitle } from './sectionLabels';

/** The prompt's parts in order; choosing one reveals and selects it in the editor. */
export function SectionOutline({
  spans,
  onReveal,
}: {
  spans: readonly SectionSpan[];
  onReveal: (key: string) => void;
}) {
  const activeSection = useUiStore((s) => s.activeSection);
  const setActiveSection = useUiStore((s) => s.setActiveSection);
  if (spans.length === 0) return null;
  return (
    <nav className="prompt-outline" aria-label="Prompt outline">
      <ol>
        {spans.map((span) => (
          <li key={`${span.key}-${span.start}`}>
            <button
              type="button"
              className={`prompt-outline-item${span.key === activeSection ? ' is-active' : ''}`}
              aria-current={span.key === activeSection ? 'true' : undefined}
              onClick={() => onReveal(span.key)}
              onMouseEnter={() => setActiveSection(span.key)}
            >
              {promptPartTitle(span.key)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
