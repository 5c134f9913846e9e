import { isReleaseVersion } from '../../../core';
import { useMemo } from 'react';
import { toEnvironmentInput, type EnvironmentInput } from '../../../core';
import { useConfig } from '../../store/configStore';
import type { PlanSettings } from '../../../workers/compression/protocol';

/**
 * The simulator's settings from the configuration, plus the session's own inputs: the
 * failed-attempt flag and the session id (current CLI: the masking step's `session-<id>/`).
 */
export function usePlanSettings(
  hasFailedCompressionAttempt: boolean,
  sessionId = '',
): PlanSettings {
  const compression = useConfig((c) => c.compression);
  const previewFeatures = useConfig((c) => c.gemini.previewFeatures);
  const projectTempDir = useConfig((c) => c.environment.tempDir);
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
    () => ({
      model: compression.model,
      previewFeatures,
      threshold: compression.threshold,
      preserveFraction: compression.preserveFraction,
      force: compression.force,
      hasFailedCompressionAttempt,
      lastPromptTokenCount: compression.lastPromptTokenCount,
      projectTempDir,
      current,
    }),
    [compression, previewFeatures, projectTempDir, hasFailedCompressionAttempt, current],
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
