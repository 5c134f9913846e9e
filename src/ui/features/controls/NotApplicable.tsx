import type { ReactNode } from 'react';
import { controlNotApplicable } from '../../../core';
import { useConfig } from '../../store/configStore';

/**
 * Why turning control `id` changes nothing here (the core's control table, the one its
 * property test checks), or null when it changes what the CLI would send.
 */
export function useNotApplicable(id: string): string | null {
  return useConfig((c) => controlNotApplicable(id, c));
}

/** The "doesn't apply here" pill and the reason, as a control's hint shows them. */
export function NotApplicableNote({ id, reason }: { id: string; reason: string }) {
  return (
    <span data-testid={`not-applicable-${id}`}>
      <span className="status-pill pill-ignored">doesn’t apply here</span>{' '}
      {reason.charAt(0).toUpperCase() + reason.slice(1)}
      {reason.endsWith('.') ? '' : '.'}
    </span>
  );
}

/** Control `id`'s usual hint, or its "doesn't apply here" state when turning it changes nothing. */
export function ControlHint({ id, hint }: { id: string; hint: ReactNode }) {
  const reason = useNotApplicable(id);
  return reason === null ? <>{hint}</> : <NotApplicableNote id={id} reason={reason} />;
}
