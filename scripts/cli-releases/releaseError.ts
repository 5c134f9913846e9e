/**
 * The one error the release pipeline reports: which release, why, and how to retry, on one line
 * (npm prints it as the install step's failure).
 */
export class ReleaseError extends Error {
  constructor(
    readonly version: string,
    readonly reason: string,
    readonly retry: string,
  ) {
    super(oneLine(`CLI release ${version}: ${reason}. To retry: ${retry}.`));
    this.name = 'ReleaseError';
  }
}

/** Collapses any line breaks and runs of spaces (npm's own messages carry them). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const RETRY_BUILD = 'npm run cli-releases:build';
