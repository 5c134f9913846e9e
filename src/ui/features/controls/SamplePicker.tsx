import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConfig, useConfigStore } from '../../store/configStore';
import { applySample, sameFiles } from './sampleApply';
import {
  sampleIndexQuery,
  sampleWorkspaceQuery,
  type SampleSummary,
  type SampleWorkspace,
} from './samples';

/** Loads a shipped sample workspace into the files, asking first when files were edited. */
export function SamplePicker() {
  const index = useQuery(sampleIndexQuery);
  const client = useQueryClient();
  const current = useConfig((c) => c.workspace.sampleId);
  const update = useConfigStore((s) => s.update);
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState<SampleWorkspace | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const samples = index.data ?? [];
  const selected = samples.find((s) => s.id === (chosen || current)) ?? samples[0];

  const load = async (sample: SampleSummary) => {
    setError(null);
    try {
      const data = await client.fetchQuery(sampleWorkspaceQuery(sample));
      const { files, sampleId } = useConfigStore.getState().config.workspace;
      const original = client.getQueryData<SampleWorkspace>(['samples', 'workspaces', sampleId]);
      const untouched =
        Object.keys(files).length === 0 || (original && sameFiles(files, original.files));
      if (untouched) update((c) => applySample(c, data));
      else setPending(data);
    } catch (e) {
      setError(`Could not load sample “${sample.title}”: ${e instanceof Error ? e.message : e}`);
    }
  };

  if (index.isPending) return <p className="field-hint">Loading sample workspaces…</p>;
  if (index.isError || samples.length === 0) {
    return <p className="field-hint">No sample workspaces are available in this build.</p>;
  }
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Sample workspace
      </label>
      <div className="inline-form">
        <select
          id={id}
          className="field-input"
          value={selected?.id ?? ''}
          onChange={(e) => setChosen(e.target.value)}
        >
          {samples.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => selected && void load(selected)}>
          Load sample
        </button>
      </div>
      {selected?.description && <div className="field-hint">{selected.description}</div>}
      {pending && (
        <div className="confirm" role="alert">
          <span>Replace your edited workspace files with “{pending.id}”? Undo restores them.</span>
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => {
              update((c) => applySample(c, pending));
              setPending(null);
            }}
          >
            Replace files
          </button>
          <button type="button" className="btn btn-small" onClick={() => setPending(null)}>
            Keep my files
          </button>
        </div>
      )}
      {error && <p className="field-hint error-text">{error}</p>}
    </div>
  );
}
