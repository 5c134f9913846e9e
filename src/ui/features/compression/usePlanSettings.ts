import { useMemo } from 'react';
import type { EnvironmentInput } from '../../../core';
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
  const environment = useConfig((c) => c.environment);
  const platform = useConfig((c) => c.gemini.platform);
  const files = useConfig((c) => c.workspace.files);
  return useMemo(
    () => ({
      date: environment.date,
      locale: environment.locale,
      platform,
      tempDir: environment.tempDir,
      workspaceDirs: environment.workspaceDirs,
      files,
      environmentMemory: environment.jitContext ? environment.environmentMemory : '',
    }),
    [environment, platform, files],
  );
}
