import type { CurrentCoreMandatesOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderLegacyCoreMandates(options?: CurrentCoreMandatesOptions): string {
  if (!options) return '';
  return '# Core Mandates';
}
