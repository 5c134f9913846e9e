import { isReleaseVersion } from '../../../core';
import { useMemo } from 'react';
import { toEnvironmentInput, type EnvironmentInput } from '../../../core';
import { useShallow } from 'zustand/react/shallow';
import { useConfig, useConfigStore } from '../../store/configStore';
import type { PlanSettings } from '../../../workers/compression/protocol';

/**
 * The simulator's settings from the configuration, plus the session's own inputs: the
 * failed-attempt flag and the session id (current CLI: the masking step's `session-<id>/`).
 */
export function usePlanSettings(
  hasFailedCompressionAttempt: boolean,
  sessionId = '',
): PlanSettings {
  // The plan's own fields only, kept as one object while they are unchanged (compared field by
  // field): the history's source (sample, text, generator) and the bar scale live beside them,
  // and picking a history must not make new settings, which would re-render the shown plan's
  // views in the click that starts the next plan.
  const fields = useConfigStore(
    useShallow(({ config: c }) => ({
      model: c.compression.model,
      previewFeatures: c.gemini.previewFeatures,
      threshold: c.compression.threshold,
      preserveFraction: c.compression.preserveFraction,
      force: c.compression.force,
      lastPromptTokenCount: c.compression.lastPromptTokenCount,
      projectTempDir: c.environment.tempDir,
    })),
  );
  const version = useConfig((c) => c.gemini.cliVersion);
  const hasPreviewAccess = useConfig((c) => c.gemini.hasPreviewAccess);
  const gemini31Launched = useConfig((c) => c.gemini.gemini31Launched);
  const gemini35FlashGA = useConfig((c) => c.gemini.gemini35FlashGA);
  const approvedPlanPath = useConfig((c) => c.gemini.approvedPlanPath);
  const current = useMemo(
    () =>
      isReleaseVersion(version)
        ? {
            hasPreviewAccess,
            gemini31Launched,
            gemini35FlashGA,
            ...(approvedPlanPath ? { approvedPlanPath } : {}),
            ...(sessionId ? { sessionId } : {}),
          }
        : null,
    [version, hasPreviewAccess, gemini31Launched, gemini35FlashGA, approvedPlanPath, sessionId],
  );
  return useMemo(
    () => ({ ...fields, hasFailedCompressionAttempt, current }),
    [fields, hasFailedCompressionAttempt, current],
  );
}

/** The environment-context inputs of the fresh first message, as the preview builds them. */
export function useEnvironmentInput(): EnvironmentInput {
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  return useMemo(
    () => toEnvironmentInput({ gemini, workspace, environment }),
    [gemini, workspace, environment],
  );
}
