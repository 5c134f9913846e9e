import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { SECTION_KEYS, sectionBreakPoints, type PromptPoint } from '../../core';
import { SectionBreaksContext } from '../components/sectionBreaks';
import { tokenCountQuery } from '../tokens/tokenQueries';
import { useLivePromptSegments } from '../prompt/usePromptSegments';
import { useConfig } from '../store/configStore';

/** A text form of the points: equal points give equal signatures. */
function signatureOf(points: ReadonlyMap<string, PromptPoint> | null): string {
  if (!points) return '';
  return [...points].map(([key, point]) => `${key}:${point.offset}:${point.token}`).join(';');
}

/**
 * Gives the section toggles the token at which each would change the prompt, from the
 * meter's own figures (same encoding, same query and the same live segments: nothing is
 * rendered or counted twice). Its children are created by the caller, and the points keep
 * their identity while they are equal (typing in the memory moves none of them), so the
 * toggles re-render only when a point moves.
 */
export function SectionBreaksProvider({ children }: { children: ReactNode }) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const { text, segments, hash } = useLivePromptSegments();
  const { data } = useQuery(tokenCountQuery(encoding, segments, hash));
  const rows = data?.rows;
  const fresh = useMemo(() => {
    if (!rows) return null;
    const byKey = new Map(rows.map((row) => [row.key, row.tokens]));
    const seen = new Set<string>();
    // Each section is one segment; a key seen twice (never in the Gemini prompt) counts once.
    const counts = segments.map((segment) => {
      if (seen.has(segment.key)) return 0;
      seen.add(segment.key);
      return byKey.get(segment.key) ?? 0;
    });
    return sectionBreakPoints({ text, segments, counts }, SECTION_KEYS);
  }, [rows, segments, text]);
  const signature = signatureOf(fresh);
  // The first points object of each signature: new but equal points keep the old identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const points = useMemo(() => fresh, [signature]);
  return <SectionBreaksContext.Provider value={points}>{children}</SectionBreaksContext.Provider>;
}
