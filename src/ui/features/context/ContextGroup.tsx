import type { ReactNode } from 'react';

interface ContextGroupProps {
  title: string;
  /** A short status shown beside the title (e.g. "3 files · 420 tok"). */
  summary?: ReactNode;
  defaultOpen?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A collapsible group of the inputs pane (native `<details>`, keyboard-operable). */
export function ContextGroup({ title, summary, defaultOpen, testId, children }: ContextGroupProps) {
  return (
    <details className="ctx-group" open={defaultOpen} data-testid={testId}>
      <summary>
        <span className="ctx-group-title">{title}</span>
        {summary !== undefined && <span className="ctx-group-summary">{summary}</span>}
      </summary>
      <div className="ctx-group-body">{children}</div>
    </details>
  );
}
