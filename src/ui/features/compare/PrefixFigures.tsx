import { formatTokens, type PrefixFigures as Figures } from '../../../core';
import { promptPartTitle } from '../../components/sectionLabels';

interface PrefixFiguresProps {
  prefix: Figures;
  /** Line and column of the break in B's text (1-based). */
  at: { line: number; column: number } | null;
}

/**
 * What a provider's prompt cache could reuse between A and B: the shared prefix up to the
 * first differing character, and what follows it on each side.
 */
export function PrefixFigures({ prefix, at }: PrefixFiguresProps) {
  const where = prefix.breakKeyB ?? prefix.breakKeyA;
  return (
    <section className="prefix-figures" aria-label="Cached prefix" data-testid="prefix-figures">
      <h2>Cached prefix</h2>
      {prefix.identical ? (
        <p>
          The prompts are identical: all{' '}
          <strong data-testid="prefix-tokens">{formatTokens(prefix.prefixTokens)}</strong> tokens
          are a shared prefix.
        </p>
      ) : (
        <p>
          The prompts first differ at character{' '}
          <strong data-testid="prefix-offset">{formatTokens(prefix.breakOffset)}</strong>
          {at ? ` (line ${at.line}, column ${at.column})` : ''}
          {where ? <> in {promptPartTitle(where)}</> : null}. A cache can reuse the first{' '}
          <strong data-testid="prefix-tokens">{formatTokens(prefix.prefixTokens)}</strong> tokens;
          after them A has <span data-testid="prefix-rest-a">{formatTokens(prefix.restA)}</span> and
          B <span data-testid="prefix-rest-b">{formatTokens(prefix.restB)}</span> tokens that are
          billed in full.
        </p>
      )}
    </section>
  );
}
