import { useEffect, useMemo, useState } from 'react';
import {
  countOpeningRequest,
  openingRequestPartsOf,
  type OpeningRequestCount,
} from '../../../core';
import { useTextTokenCounts } from '../../components/useTextTokenCounts';
import {
  loadReleaseDeclarations,
  releaseToolsPending,
  usePromptTextArrivals,
} from '../../prompt/promptTexts';
import { useConfig, useConfigStore } from '../../store/configStore';
import { memorylessSettingsSelector } from './memorylessSettings';

/**
 * The whole request the CLI sends before the first user word, counted in the meter's
 * vocabulary: the system instruction (counted by the meter, `systemTokens`), the tool
 * declarations and the environment message. Null until every part has a count, and while the
 * release's own tool declarations are on their way (the count would be of our wording).
 */
export function useOpeningRequest(
  systemText: string,
  systemTokens: number | null,
): OpeningRequestCount | null {
  // The typed memory reaches the system instruction only (core `withoutTypedMemory`): the
  // settings without it stay the same object while the user types in the memory, so the tool
  // declarations and the environment message are not built again on every keystroke. The
  // settings are compared field by field, with no copies: the store asks on every change.
  const [selectSettings] = useState(memorylessSettingsSelector);
  const settings = useConfigStore(selectSettings);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  // A release's tool declarations are its own once its bundle has arrived: build them again then.
  const arrivals = usePromptTextArrivals();
  const withoutSystem = useMemo(
    () =>
      openingRequestPartsOf(
        { gemini: { ...settings, userMemory: '' }, workspace, environment },
        '',
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrivals` marks a loaded release
    [settings, workspace, environment, arrivals],
  );
  const parts = useMemo(
    () =>
      withoutSystem.map((part) => (part.key === 'system' ? { ...part, text: systemText } : part)),
    [withoutSystem, systemText],
  );
  const otherTexts = useMemo(
    () => withoutSystem.slice(1).map((part) => part.text),
    [withoutSystem],
  );
  const { counts } = useTextTokenCounts(otherTexts);
  // Read on every render: the arrival of the declarations renders this again (`arrivals`).
  const toolsPending = releaseToolsPending(settings.cliVersion);
  // Asked for once this has rendered (after the page's first render, not during it).
  useEffect(() => {
    if (toolsPending) void loadReleaseDeclarations(settings.cliVersion);
  }, [toolsPending, settings.cliVersion]);
  return useMemo(() => {
    if (systemTokens === null || counts === null || toolsPending) return null;
    const known = new Map(parts.slice(1).map((part, index) => [part.text, counts[index] ?? 0]));
    return countOpeningRequest(parts, (text) =>
      text === systemText ? systemTokens : (known.get(text) ?? 0),
    );
  }, [parts, counts, systemTokens, systemText, toolsPending]);
}
