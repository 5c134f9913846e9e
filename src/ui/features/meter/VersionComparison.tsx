import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  diffPartSizes,
  renderSystemPrompt,
  toPromptInput,
  withCliVersion,
  type PartChange,
  type PlaygroundState,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { promptPartTitle } from '../../components/sectionLabels';
import { tokenCountQuery } from '../../tokens/tokenQueries';
import { selectPromptSegments, usePromptSegments } from '../../prompt/usePromptSegments';

const CHANGE_LABEL: Record<PartChange['change'], string> = {
  added: 'added',
  removed: 'removed',
  resized: 'resized',
  unchanged: 'same',
};

const signed = (n: number): string =>
  n === 0 ? '0' : `${n > 0 ? '+' : '−'}${Math.abs(n).toLocaleString('en-US')}`;

/**
 * This configuration rendered by both CLI versions, counted through the meter's worker path,
 * part by part (added, removed, resized) with token deltas.
 */
export default function VersionComparison({
  slices,
}: {
  /** The deferred configuration slices the preview renders from. */
  slices: Pick<PlaygroundState, 'gemini' | 'workspace' | 'environment'>;
}) {
  const encoding = useConfig((c) => c.tokens.encoding);
  const seed = useMemo(() => {
    const rendered = renderSystemPrompt(
      toPromptInput({ ...slices, gemini: withCliVersion(slices.gemini, '2026-02') }),
    );
    return selectPromptSegments(rendered);
  }, [slices]);
  const current = usePromptSegments();
  const before = useQuery(tokenCountQuery(encoding, seed.segments, seed.hash));
  const after = useQuery(tokenCountQuery(encoding, current.segments, current.hash));
  if (!before.data || !after.data) {
    return <p className="muted">Counting both versions…</p>;
  }
  const diff = diffPartSizes(before.data.rows, after.data.rows);
  return (
    <>
      <p data-testid="what-changed-total">
        {signed(diff.tokenDelta)} tokens: {before.data.total.toLocaleString('en-US')} in 2026-02,{' '}
        {after.data.total.toLocaleString('en-US')} now ({encoding}, same settings).
      </p>
      <table className="what-changed-table">
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Change</th>
            <th scope="col">2026-02</th>
            <th scope="col">Current</th>
            <th scope="col">Δ tokens</th>
          </tr>
        </thead>
        <tbody>
          {diff.changes.map((c) => (
            <tr key={c.key} data-change={c.change}>
              <th scope="row">{promptPartTitle(c.key)}</th>
              <td>{CHANGE_LABEL[c.change]}</td>
              <td>{c.before?.tokens ?? '—'}</td>
              <td>{c.after?.tokens ?? '—'}</td>
              <td>{signed(c.tokenDelta)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
