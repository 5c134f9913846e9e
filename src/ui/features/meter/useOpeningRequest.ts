import { useMemo } from 'react';
import {
  countOpeningRequest,
  openingRequestPartsOf,
  type OpeningRequestCount,
} from '../../../core';
import { useTextTokenCounts } from '../../components/useTextTokenCounts';
import { useConfig } from '../../store/configStore';

/**
 * The whole request the CLI sends before the first user word, counted in the meter's
 * vocabulary: the system instruction (counted by the meter, `systemTokens`), the tool
 * declarations and the environment message. Null until every part has a count.
 */
export function useOpeningRequest(
  systemText: string,
  systemTokens: number | null,
): OpeningRequestCount | null {
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  const parts = useMemo(
    () => openingRequestPartsOf({ gemini, workspace, environment }, systemText),
    [gemini, workspace, environment, systemText],
  );
  const otherTexts = useMemo(() => parts.slice(1).map((part) => part.text), [parts]);
  const { counts } = useTextTokenCounts(otherTexts);
  return useMemo(() => {
    if (systemTokens === null || counts === null) return null;
    const known = new Map(parts.slice(1).map((part, index) => [part.text, counts[index] ?? 0]));
    return countOpeningRequest(parts, (text) =>
      text === systemText ? systemTokens : (known.get(text) ?? 0),
    );
  }, [parts, counts, systemTokens, systemText]);
}
