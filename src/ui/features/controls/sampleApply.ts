/** Applying a sample workspace to the configuration. */
import { withoutTrailingSlashes, type PlaygroundState } from '../../../core';
import type { SampleWorkspace } from './samples';

/** True when two file records hold the same paths and contents. */
export function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/** True when the files hold a `.git` folder directly under `dir`. */
function hasGitFolder(files: Record<string, string>, dir: string): boolean {
  const prefix = `${withoutTrailingSlashes(dir)}/.git/`;
  return Object.keys(files).some((key) => key.startsWith(prefix));
}

/**
 * Replaces the workspace files with the sample's. When the sample names its directories, they
 * become the workspace directories, the first one the working directory, and "is a git
 * repository" follows whether it holds a `.git` folder; a named home directory is used too.
 */
export function applySample(state: PlaygroundState, sample: SampleWorkspace): PlaygroundState {
  const [first] = sample.workspaceDirs;
  const gemini = first
    ? { ...state.gemini, cwd: first, isGitRepository: hasGitFolder(sample.files, first) }
    : state.gemini;
  return {
    ...state,
    workspace: { sampleId: sample.id, files: { ...sample.files } },
    environment: first
      ? { ...state.environment, workspaceDirs: [...sample.workspaceDirs] }
      : state.environment,
    gemini: sample.homeDir ? { ...gemini, homeDir: sample.homeDir } : gemini,
  };
}
