import { partsCountText, type Content } from '../../../core';
import { PartView } from './PartView';
import { Tokens } from './Tokens';

interface Props {
  content: Content;
  title: string;
  /** Labels for the parts, in order (defaults to the part kind). */
  labels?: readonly string[];
  open?: boolean;
  testId?: string;
}

/** One message of the request's contents: role, parts and tokens, collapsible. */
export function MessageView({ content, title, labels, open, testId }: Props) {
  const parts = content.parts ?? [];
  return (
    <details className="ctx-message" open={open} data-testid={testId}>
      <summary>
        <span className={`ctx-role ctx-role-${content.role ?? 'unknown'}`}>
          {content.role ?? '?'}
        </span>{' '}
        {title} <Tokens text={partsCountText(parts)} />
      </summary>
      <ol className="ctx-parts" aria-label={`Parts of ${title}`}>
        {parts.map((part, index) => (
          <PartView key={index} part={part} label={labels?.[index]} />
        ))}
      </ol>
    </details>
  );
}
