import type { CurrentOperationalGuidelinesOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderModernOperationalGuidelines(
  options?: CurrentOperationalGuidelinesOptions,
): string {
  if (!options) return '';
  return '# Operational Guidelines';
}
