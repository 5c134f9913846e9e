import { useMemo } from 'react';
import { useEncodedCounts } from '../../components/encodedTokenStore';
import { useLastCounted } from '../../components/useLastCounted';
import { VocabularyLabel } from '../../components/VocabularyLabel';
import { useConfig } from '../../store/configStore';
import type { PlanView } from '../../../workers/compression/protocol';

const fmt = (n: number) => n.toLocaleString('en-US');
const sum = (counts: readonly (number | null)[]) =>
  counts.reduce<number>((total, n) => total + (n ?? 0), 0);

/**
 * The history's tokens in the meter's vocabulary, counted in the token worker: the part the
 * summariser gets plus the part kept verbatim. The CLI itself decides with its own estimate
 * (the trigger, the budget and the timeline's token bars), shown elsewhere and labelled so.
 */
export function VocabularyFigures({ view }: { view: PlanView }) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const { summarised, kept } = view.vocabularyBlocks;
  const texts = useMemo(() => [...summarised, ...kept], [summarised, kept]);
  const counts = useEncodedCounts(encoding, texts, true);
  const complete = counts.every((n) => n !== null);
  const before = sum(counts.slice(0, summarised.length));
  const after = sum(counts.slice(summarised.length));
  const figures = useMemo(
    () => (complete ? { summarised: before, kept: after, total: before + after } : null),
    [complete, before, after],
  );
  const { shown, counting } = useLastCounted(figures, encoding);
  return (
    <section className="cmp-vocabulary" aria-label="Tokens in the meter's vocabulary">
      <VocabularyLabel
        testId="compression-vocabulary"
        counting={counting}
        shownEncoding={shown?.encoding ?? null}
      />
      <dl className="cmp-facts" aria-busy={counting} data-counted-with={shown?.encoding}>
        <dt>History</dt>
        <dd data-testid="vocabulary-total">{shown ? `${fmt(shown.value.total)} tokens` : '…'}</dd>
        <dt>Summarised</dt>
        <dd data-testid="vocabulary-summarised">
          {shown ? `${fmt(shown.value.summarised)} tokens` : '…'} (messages before the split)
        </dd>
        <dt>Kept verbatim</dt>
        <dd data-testid="vocabulary-kept">
          {shown ? `${fmt(shown.value.kept)} tokens` : '…'} (from the split on)
        </dd>
      </dl>
      <p className="cmp-hint">
        The CLI decides when and where to compress with its own estimate (¼ token per ASCII
        character); the trigger, the tool-output budget and the “CLI estimate” bars use that
        estimate, as it does.
      </p>
    </section>
  );
}
