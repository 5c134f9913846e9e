import type { CurrentCoreMandatesOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderModernCoreMandates(options?: CurrentCoreMandatesOptions): string {
  if (!options) return '';
  return '# Core Mandates';
}
