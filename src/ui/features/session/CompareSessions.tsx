/**
 * Two configurations over the same session: the current one beside a snapshot, or beside
 * itself in another CLI release, with their totals side by side and the difference.
 *
 * Props:
 * - `state`: the current configuration (side A, and the source of the other versions).
 * - `session`: the input the main view sends the session worker for `state` (null while it
 *   has none); side B is simulated over the same conversation with its own model and prices.
 */
import { useMemo, useState } from 'react';
import type { PlaygroundState, SessionTotals } from '../../../core';
import type { SimulationInput } from '../../../workers/session/client';
import { useSnapshotStore } from '../../store/snapshotStore';
import { defaultSideId, sessionSides } from './compareSides';
import { formatTokens } from './format';
import { useCompareSessions, type CompareStatus } from './useCompareSessions';
import { formatMaybeUsd } from './whatIfTableRows';
import './whatIf.css';

export interface CompareSessionsProps {
  state: PlaygroundState;
  session: SimulationInput | null;
}

interface FigureRow {
  label: string;
  of: (totals: SessionTotals) => number | null;
  money?: boolean;
}

const FIGURES: readonly FigureRow[] = [
  { label: 'Requests', of: (t) => t.requests },
  { label: 'Input tokens', of: (t) => t.inputTokens },
  { label: 'of them cached', of: (t) => t.cachedTokens },
  { label: 'Output tokens', of: (t) => t.outputTokens },
  { label: 'Compressions', of: (t) => t.compressions },
  { label: 'Cost per session', of: (t) => t.cost?.total ?? null, money: true },
  { label: 'Cost per 1,000 sessions', of: (t) => t.costPerThousandSessions, money: true },
];

function figure(value: number | null, money: boolean | undefined): string {
  if (money) return formatMaybeUsd(value);
  return value === null ? '—' : formatTokens(value);
}

function signed(value: number | null, money: boolean | undefined): string {
  if (value === null) return '—';
  if (value === 0) return '±0';
  return `${value > 0 ? '+' : '−'}${figure(Math.abs(value), money)}`;
}

function Totals({
  status,
  other,
}: {
  status: Extract<CompareStatus, { phase: 'done' }>;
  other: string;
}) {
  const { a, b } = status;
  return (
    <table className="compare-sessions-table" aria-label="Session totals side by side">
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">This configuration</th>
          <th scope="col">{other}</th>
          <th scope="col">Difference</th>
        </tr>
      </thead>
      <tbody>
        {FIGURES.map(({ label, of, money }) => {
          const va = of(a.totals);
          const vb = of(b.totals);
          return (
            <tr key={label} data-testid="compare-sessions-row">
              <th scope="row">{label}</th>
              <td className="num" data-label="This configuration">
                {figure(va, money)}
              </td>
              <td className="num" data-label={other}>
                {figure(vb, money)}
              </td>
              <td className="num" data-label="Difference">
                {signed(va === null || vb === null ? null : vb - va, money)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function CompareSessions({ state, session }: CompareSessionsProps) {
  const snapshots = useSnapshotStore((store) => store.snapshots);
  const sides = useMemo(() => sessionSides(state, snapshots), [state, snapshots]);
  const [picked, setPicked] = useState<string | null>(null);
  const sideId = defaultSideId(sides, picked);
  const side = sides.find((s) => s.id === sideId) ?? null;
  const other = useMemo(() => (side ? side.state() : null), [side]);
  const status = useCompareSessions(session, other);
  return (
    <section className="compare-sessions" aria-labelledby="compare-sessions-title">
      <h2 id="compare-sessions-title">Compare over the same session</h2>
      <div className="compare-sessions-pickers">
        <label>
          Beside this configuration:{' '}
          <select value={sideId ?? ''} onChange={(event) => setPicked(event.target.value)}>
            {(['Snapshots', 'Other CLI versions'] as const).map((group) => {
              const options = sides.filter((s) => s.group === group);
              return options.length === 0 ? null : (
                <optgroup key={group} label={group}>
                  {options.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </select>
        </label>
      </div>
      <p className="compare-sessions-hint">
        Both are simulated over the same conversation; each with its own model, prices and opening
        texts. The difference is the other one minus this configuration.
      </p>
      {status.phase === 'error' ? (
        <p className="notice notice-error" role="alert">
          {status.message}
        </p>
      ) : status.phase === 'done' && side ? (
        <Totals status={status} other={side.label} />
      ) : (
        <p role="status" aria-busy="true" data-testid="compare-sessions-progress">
          {status.phase === 'waiting' ? 'Waiting for the session…' : 'Simulating both sessions…'}
        </p>
      )}
    </section>
  );
}
