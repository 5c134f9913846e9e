/** Skeleton: replaced by the full section. */
export function renderInteractiveYoloMode(enabled?: boolean): string {
  if (!enabled) return '';
  return '# Autonomous Mode (YOLO)';
}
