import type { ImportedSpan } from '../../../core';
import { ShowMore, useShownRows } from '../../lib/ShowMore';
import { setImportedSpanEnabled } from './importActions';

interface SpanTogglesProps {
  text: string;
  spans: readonly ImportedSpan[];
  disabled: readonly string[];
}

/**
 * One switch per part of the imported prompt. Switching one off removes its text from the
 * preview, the meter and the exports; parts whose heading the CLI does not emit are marked.
 * A file of thousands of headings shows its first parts and the rest on request.
 */
export function SpanToggles({ text, spans, disabled }: SpanTogglesProps) {
  const off = new Set(disabled);
  const { shown, showMore } = useShownRows(spans.length);
  return (
    <>
      <ul className="import-spans" aria-label="Imported parts">
        {spans.slice(0, shown).map((span) => {
          const chars = span.end - span.start;
          return (
            <li key={span.id} className={span.key === null ? 'is-unmapped' : undefined}>
              <label>
                <input
                  type="checkbox"
                  checked={!off.has(span.id)}
                  onChange={(event) => setImportedSpanEnabled(span.id, event.target.checked)}
                />
                <span className="import-span-title">{span.title}</span>
                {span.key === null && <span className="import-span-tag">not a CLI heading</span>}
                <span className="import-span-size" title={previewOf(text, span)}>
                  {chars.toLocaleString('en-US')} chars
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <ShowMore shown={shown} total={spans.length} noun="parts" onMore={showMore} />
    </>
  );
}

function previewOf(text: string, span: ImportedSpan): string {
  return text.slice(span.start, Math.min(span.end, span.start + 200)).trim();
}
