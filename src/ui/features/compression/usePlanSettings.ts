import { useMemo } from 'react';
import { toEnvironmentInput, type EnvironmentInput } from '../../../core';
import { useConfig } from '../../store/configStore';
import type { PlanSettings } from './compressionProtocol';

/** The simulator's settings from the configuration (plus the session's failed-attempt flag). */
export function usePlanSettings(hasFailedCompressionAttempt: boolean): PlanSettings {
  const compression = useConfig((c) => c.compression);
  const previewFeatures = useConfig((c) => c.gemini.previewFeatures);
  const projectTempDir = useConfig((c) => c.environment.tempDir);
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
    }),
    [compression, previewFeatures, projectTempDir, hasFailedCompressionAttempt],
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
