/** An imported prompt next to the modeled one, part by part. */
import type { TextSegment } from '../tokens/segmentText';
import { splitSystemPrompt, type ImportedSpan } from './splitSystemPrompt';

/** One part present in either prompt; `null` on the side that lacks it. */
export interface PromptComparisonRow {
  /** The span id both sides share (`COREMANDATES`, `HEADING:My rules`, …). */
  id: string;
  title: string;
  imported: TextSegment | null;
  modeled: TextSegment | null;
}

function segmentOf(text: string, span: ImportedSpan): TextSegment {
  return { key: span.id, start: span.start, end: span.end, text: text.slice(span.start, span.end) };
}

/**
 * Splits both texts with `splitSystemPrompt` (so both sides measure a part the same way:
 * its text with the blank line before it) and pairs the parts by id. Rows follow the
 * imported prompt's order; a part only the modeled prompt has comes right after the part
 * that precedes it there.
 */
export function compareImportedWithModeled(
  importedText: string,
  modeledText: string,
): PromptComparisonRow[] {
  const imported = splitSystemPrompt(importedText).spans;
  const modeled = splitSystemPrompt(modeledText).spans;
  const modeledById = new Map(modeled.map((span) => [span.id, span]));
  const rows: PromptComparisonRow[] = imported.map((span) => {
    const other = modeledById.get(span.id);
    return {
      id: span.id,
      title: span.title,
      imported: segmentOf(importedText, span),
      modeled: other ? segmentOf(modeledText, other) : null,
    };
  });
  modeled.forEach((span, index) => {
    if (rows.some((row) => row.id === span.id)) return;
    let at = 0;
    for (let previous = index - 1; previous >= 0; previous--) {
      const found = rows.findIndex((row) => row.id === modeled[previous]?.id);
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    rows.splice(at, 0, {
      id: span.id,
      title: span.title,
      imported: null,
      modeled: segmentOf(modeledText, span),
    });
  });
  return rows;
}
