import { useId, useState } from 'react';
import { useConfigStore } from '../../store/configStore';
import {
  DEFAULT_SYNTHETIC_TURNS,
  MAX_SYNTHETIC_TURNS,
  parseSyntheticSampleId,
  syntheticSampleId,
  type HistorySample,
} from '../../history/historySamples';
import type { HistoryOrigin } from '../../history/useHistorySource';

interface Props {
  samples: HistorySample[];
  current: HistorySample | null;
  origin: HistoryOrigin;
}

/** Picks a shipped sample history or generates a synthetic one of N turns. */
export function HistorySourcePicker({ samples, current, origin }: Props) {
  const patch = useConfigStore((s) => s.patch);
  const sampleId = useConfigStore((s) => s.config.compression.sampleId);
  const synthetic = parseSyntheticSampleId(sampleId);
  const [turns, setTurns] = useState(synthetic?.turns ?? DEFAULT_SYNTHETIC_TURNS);
  const [seed, setSeed] = useState(synthetic?.seed ?? 42);
  const id = useId();
  const valid = Number.isInteger(turns) && turns >= 1 && turns <= MAX_SYNTHETIC_TURNS;

  return (
    <fieldset className="cmp-fieldset">
      <legend>History</legend>
      <label htmlFor={`${id}-sample`}>Sample session</label>
      <select
        id={`${id}-sample`}
        value={origin === 'sample' ? (current?.id ?? '') : ''}
        onChange={(e) => patch('compression', { sampleId: e.target.value, customHistory: null })}
      >
        {origin !== 'sample' && <option value="">(pasted or generated history)</option>}
        {samples.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </select>
      {origin === 'sample' && current?.description && (
        <p className="cmp-hint">{current.description}</p>
      )}
      <div className="cmp-generator">
        <label>
          Turns
          <input
            type="number"
            min={1}
            max={MAX_SYNTHETIC_TURNS}
            value={turns}
            onChange={(e) => setTurns(Math.round(Number(e.target.value)))}
          />
        </label>
        <label>
          Seed
          <input
            type="number"
            min={0}
            value={seed}
            onChange={(e) => setSeed(Math.max(0, Math.round(Number(e.target.value) || 0)))}
          />
        </label>
        <button
          type="button"
          className="btn"
          disabled={!valid}
          onClick={() =>
            patch('compression', {
              sampleId: syntheticSampleId({ turns, seed }),
              customHistory: null,
            })
          }
        >
          Generate
        </button>
      </div>
      <p className="cmp-hint">
        Synthetic agent session: each turn is a request, 1–4 tool calls with their outputs and a
        closing answer (1,430 turns ≈ 10,000 messages, 10 MB).
      </p>
    </fieldset>
  );
}
