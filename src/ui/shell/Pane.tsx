import type { ReactNode } from 'react';

/** A titled region of the three-pane layout. */
export function Pane({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="pane" aria-labelledby={`${id}-title`} data-testid={`pane-${id}`}>
      <h2 id={`${id}-title`} className="pane-title">
        {title}
      </h2>
      <div className="pane-body">{children}</div>
    </section>
  );
}
