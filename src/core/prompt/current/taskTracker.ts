/** Skeleton: replaced by the full section. */
export function renderTaskTracker(directory?: string): string {
  if (!directory) return '';
  return '# TASK MANAGEMENT PROTOCOL';
}
