/** Field validation for the targets' directory settings: virtual paths are absolute POSIX. */
export function absolutePathProblem(text: string): string | null {
  return text.startsWith('/') ? null : 'Use an absolute POSIX path, e.g. /home/user/project.';
}
