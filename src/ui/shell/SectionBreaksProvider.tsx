import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SECTION_KEYS, sectionBreakPoints, type PromptPoint } from '../../core';
import { SectionBreaksContext } from '../components/sectionBreaks';
import { tokenCountQuery } from '../tokens/tokenQueries';
import { useLivePromptSegments } from '../prompt/usePromptSegments';
import { useConfig } from '../store/configStore';

type Points = ReadonlyMap<string, PromptPoint> | null;

/** A text form of the points: equal points give equal signatures. */
function signatureOf(points: Points): string {
  if (!points) return '';
  return [...points].map(([key, point]) => `${key}:${point.offset}:${point.token}`).join(';');
}

/**
 * Works out the points from the meter's own figures (same encoding, same query and the same
 * live segments: nothing is rendered or counted twice) and reports them when one moves.
 */
function SectionBreaksSource({ onPoints }: { onPoints: (points: Points) => void }) {
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
  useEffect(() => onPoints(fresh), [signature]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/**
 * Gives the section toggles the token at which each would change the prompt. The points keep
 * their identity while they are equal (typing in the memory moves none of them), so the
 * toggles re-render only when a point moves. While `live` is false (the app's first frame,
 * see `useAfterFirstPass`) nothing is rendered or counted for them: they show no point yet.
 */
export function SectionBreaksProvider({ children, live }: { children: ReactNode; live: boolean }) {
  const [points, setPoints] = useState<Points>(null);
  return (
    <SectionBreaksContext.Provider value={points}>
      {live && <SectionBreaksSource onPoints={setPoints} />}
      {children}
    </SectionBreaksContext.Provider>
  );
}
