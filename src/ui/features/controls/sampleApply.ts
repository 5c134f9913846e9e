/** Applying a sample workspace to the configuration. */
import type { PlaygroundState } from '../../../core';
import type { SampleWorkspace } from './samples';

/** True when two file records hold the same paths and contents. */
export function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/**
 * Replaces the workspace files with the sample's; when the sample names its directories, they
 * become the workspace directories and the first one the working directory.
 */
export function applySample(state: PlaygroundState, sample: SampleWorkspace): PlaygroundState {
  const [first] = sample.workspaceDirs;
  return {
    ...state,
    workspace: { sampleId: sample.id, files: { ...sample.files } },
    environment: first
      ? { ...state.environment, workspaceDirs: [...sample.workspaceDirs] }
      : state.environment,
    gemini: first ? { ...state.gemini, cwd: first } : state.gemini,
  };
}
