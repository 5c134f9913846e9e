import { useMemo, type ReactNode } from 'react';
import { SECTION_KEYS, sectionBreakPoints } from '../../core';
import { SectionBreaksContext } from '../components/sectionBreaks';
import { usePromptSegments } from '../features/meter/usePromptSegments';
import { useTokenMeter } from '../features/meter/useTokenMeter';

/**
 * Gives the section toggles the token at which each would change the prompt, from the
 * meter's own figures (same encoding, same query: nothing is counted twice). Its children
 * are created by the caller, so only the toggles re-render when the figures change.
 */
export function SectionBreaksProvider({ children }: { children: ReactNode }) {
  const { text, segments } = usePromptSegments();
  const { model } = useTokenMeter();
  const points = useMemo(() => {
    if (!model) return null;
    const byKey = new Map(model.rows.map((row) => [row.key, row.tokens]));
    const seen = new Set<string>();
    // Each section is one segment; a key seen twice (never in the Gemini prompt) counts once.
    const counts = segments.map((segment) => {
      if (seen.has(segment.key)) return 0;
      seen.add(segment.key);
      return byKey.get(segment.key) ?? 0;
    });
    return sectionBreakPoints({ text, segments, counts }, SECTION_KEYS);
  }, [model, segments, text]);
  return <SectionBreaksContext.Provider value={points}>{children}</SectionBreaksContext.Provider>;
}
