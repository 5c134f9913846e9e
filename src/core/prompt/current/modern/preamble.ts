import type { CurrentPreambleOptions } from '../options';

/** Modern preamble: one line naming the approval mode; interactive vs autonomous wording. */
export function renderModernPreamble(options?: CurrentPreambleOptions): string {
  if (!options) return '';
  return `Preamble (${options.approvalMode}).`;
}
