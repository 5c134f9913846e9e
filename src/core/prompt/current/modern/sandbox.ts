import type { CurrentSandboxOptions } from '../options';

/** Skeleton: replaced by the full section. */
export function renderModernSandbox(options?: CurrentSandboxOptions): string {
  if (!options || options.mode === 'outside') return '';
  return options.mode === 'macos-seatbelt' ? '# macOS Seatbelt' : '# Sandbox';
}
