import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  diffPartSizes,
  renderSystemPrompt,
  toPromptInput,
  withCliVersion,
  type PartChange,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { CURRENT_WORK, OTHER_CLI_VERSION, useCompareStore } from '../../store/compareStore';
import { useUiStore } from '../../store/uiStore';
import { promptPartTitle } from '../../components/sectionLabels';
import { useDeferredPromptSlices } from '../../prompt/PromptSlices';
import { tokenCountQuery } from '../../tokens/tokenQueries';
import { selectPromptSegments, usePromptSegments } from './usePromptSegments';

const CHANGE_LABEL: Record<PartChange['change'], string> = {
  added: 'added',
  removed: 'removed',
  resized: 'resized',
  unchanged: 'same',
};

const signed = (n: number): string =>
  n === 0 ? '0' : `${n > 0 ? '+' : '−'}${Math.abs(n).toLocaleString('en-US')}`;

/** Opens the compare view on this configuration in 2026-02 (A) against the current work (B). */
export function openInCompare(): void {
  useCompareStore.getState().setSources({ a: OTHER_CLI_VERSION, b: CURRENT_WORK });
  useUiStore.getState().setView('compare');
}

/**
 * "What changed since 2026-02", collapsed by default: the comparison (a second render and
 * count) runs only while it is open, so typing never pays for it otherwise. The compare view
 * shows the same two prompts in full (diff, prefix, settings): "Open in compare".
 */
export function WhatChanged() {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="what-changed"
      data-testid="what-changed"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>What changed since 2026-02</summary>
      {open && (
        <>
          <VersionComparison />
          <button
            type="button"
            className="btn btn-small"
            data-testid="what-changed-compare"
            onClick={openInCompare}
          >
            Open in compare
          </button>
        </>
      )}
    </details>
  );
}

/**
 * This configuration rendered by both CLI versions, counted through the meter's worker path,
 * part by part (added, removed, resized) with token deltas.
 */
function VersionComparison() {
  const encoding = useConfig((c) => c.tokens.encoding);
  const slices = useDeferredPromptSlices();
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
