import type { AsimiInput, PlaygroundState } from '../../core';

/** The Asimi CLI's input: its settings plus the shared workspace files. */
export function asimiInputFromConfig(
  asimi: PlaygroundState['asimi'],
  files: Record<string, string>,
): AsimiInput {
  return { ...asimi, files };
}
