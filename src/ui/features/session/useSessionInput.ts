/**
 * What the session worker is asked, from the configuration: core's `sessionRunInputs` over the
 * rendered system prompt (the opening texts the meter counts, the settings for the model in
 * force, its price with the user's edits) and the conversation the session slice names (a
 * shipped sample, the generator, or the compression view's imported history).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { modelIdInForce, sessionRunInputs } from '../../../core';
import type { SessionSource, SimulationInput } from '../../../workers/session/client';
import {
  historyIndexQuery,
  historySampleQuery,
  type HistorySample,
} from '../../history/historySamples';
import { useDeferredPromptSlices } from '../../prompt/PromptSlices';
import { useRenderedPrompt } from '../../prompt/useRenderedPrompt';
import { useConfig } from '../../store/configStore';

/** The worker's input, or why there is none yet. */
export interface SessionInputState {
  input: SimulationInput | null;
  /** Why nothing can be simulated (nothing imported, a sample that did not load). */
  problem: string | null;
  loading: boolean;
  samples: HistorySample[];
  model: string;
}

const NO_SAMPLE: HistorySample = { id: '', title: '', description: '', file: '' };

/** The conversation the session slice names. */
function useSessionSource(samples: HistorySample[]) {
  const session = useConfig((c) => c.session);
  const imported = useConfig((c) => c.compression.customHistory);
  const sample =
    session.source === 'sample'
      ? (samples.find((s) => s.id === session.sampleId) ?? samples[0] ?? null)
      : null;
  const sampleText = useQuery({ ...historySampleQuery(sample ?? NO_SAMPLE), enabled: !!sample });
  const { turns, seed, toolOutputChars } = session.generated;
  const text = session.source === 'sample' ? (sampleText.data ?? null) : imported;
  const source = useMemo((): SessionSource | null => {
    if (session.source === 'generated') return { kind: 'generated', turns, seed, toolOutputChars };
    if (text === null) return null;
    const label =
      session.source === 'sample' ? `the “${sample?.title ?? ''}” sample` : 'the imported history';
    return { kind: 'text', text, label };
  }, [session.source, turns, seed, toolOutputChars, text, sample?.title]);
  let problem: string | null = null;
  if (session.source === 'imported' && imported === null) {
    problem =
      'Nothing is imported yet: import a history or a CLI chat log here or in the Compression view.';
  } else if (sampleText.error) {
    problem = `The sample conversation could not be loaded: ${sampleText.error.message}`;
  }
  return { source, problem, loading: session.source === 'sample' && source === null && !problem };
}

/** The session worker's input for the current configuration (see the file's comment). */
export function useSessionInput(): SessionInputState {
  const index = useQuery(historyIndexQuery);
  const samples = useMemo(() => index.data ?? [], [index.data]);
  // The prompt's slices and its rendered text from one snapshot, the deferred one the preview
  // shows: a toggle then makes one input (the new slices with their own prompt), not first the
  // new slices with the old prompt and a moment later the new prompt, which would simulate twice
  // and make the second wait out SIMULATE_AFTER_MS as if the user were typing.
  // (useRenderedPrompt renders this again when a release's code arrives, as the model needs.)
  const systemText = useRenderedPrompt().text;
  const { gemini, workspace, environment } = useDeferredPromptSlices();
  const model = modelIdInForce(gemini);
  const { source, problem, loading } = useSessionSource(samples);
  const compression = useConfig((c) => c.compression);
  const session = useConfig((c) => c.session);
  // One function builds these for the page and for `npm run session` (core sessionRunInputs).
  const input = useMemo(
    (): SimulationInput | null =>
      source === null
        ? null
        : {
            ...sessionRunInputs(
              { gemini, workspace, environment, compression, session },
              systemText,
              { model },
            ),
            source,
            counting: 'gemma3',
          },
    [source, gemini, workspace, environment, compression, session, systemText, model],
  );
  // The sample list matters only while a sample is picked.
  const indexProblem =
    index.error && session.source === 'sample'
      ? `The samples could not be listed: ${index.error.message}`
      : null;
  return { input, problem: problem ?? indexProblem, loading, samples, model };
}
