import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { createDefaultPlaygroundState, type PlaygroundCliVersion } from '../../../core';
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

  /**
   * The files the current workspace started from: the shipped sample's (fetched if this page
   * has not loaded it yet, e.g. after a reload) or a new configuration's; `null` when unknown,
   * so the user is asked rather than losing files.
   */
  const originalFiles = async (
    sampleId: string,
    version: PlaygroundCliVersion,
  ): Promise<Record<string, string> | null> => {
    const summary = samples.find((s) => s.id === sampleId);
    if (summary) {
      try {
        return (await client.fetchQuery(sampleWorkspaceQuery(summary))).files;
      } catch {
        return null;
      }
    }
    const fresh = createDefaultPlaygroundState(version).workspace;
    return sampleId === fresh.sampleId ? fresh.files : null;
  };

  const load = async (sample: SampleSummary) => {
    setError(null);
    try {
      const data = await client.fetchQuery(sampleWorkspaceQuery(sample));
      const { gemini, workspace } = useConfigStore.getState().config;
      const original = await originalFiles(workspace.sampleId, gemini.cliVersion);
      const untouched =
        Object.keys(workspace.files).length === 0 ||
        (original !== null && sameFiles(workspace.files, original));
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
