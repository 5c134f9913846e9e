import type { CurrentOperationalGuidelinesOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderLegacyOperationalGuidelines(
  options?: CurrentOperationalGuidelinesOptions,
): string {
  if (!options) return '';
  return '# Operational Guidelines';
}
