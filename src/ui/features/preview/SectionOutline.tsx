import type { SectionSpan } from '../../../core';
import { SpanOutline } from '../../lib/SpanOutline';
import { promptPartTitle } from '../../components/sectionLabels';

/** The prompt's parts in order; choosing one reveals and selects it in the editor. */
export function SectionOutline({
  spans,
  onReveal,
}: {
  spans: readonly SectionSpan[];
  onReveal: (key: string) => void;
}) {
  return (
    <SpanOutline
      spans={spans}
      titleOf={promptPartTitle}
      onReveal={onReveal}
      label="Prompt outline"
      className="prompt-outline"
    />
  );
}
