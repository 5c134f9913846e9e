/**
 * What the session worker is asked, from the configuration: the opening texts the meter
 * counts (`openingRequestPartsOf` over the rendered system prompt), the conversation the
 * session slice names (a shipped sample, the generator, or the compression view's imported
 * history), the settings for the model in force and its price with the user's edits.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  currentCompressionOptionsFor,
  openingRequestPartsOf,
  priceFor,
  priceOverridesOf,
  sessionSettingsFor,
  type SessionPrefixTexts,
  type SessionSettings,
} from '../../../core';
import type { SessionSource, SimulationInput } from '../../../workers/session/client';
import {
  historyIndexQuery,
  historySampleQuery,
  type HistorySample,
} from '../../history/historySamples';
import { useModelIdInForce } from '../../prompt/useModelInForce';
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

/** The opening texts of the configuration, as the token meter counts them. */
function usePrefixTexts(): SessionPrefixTexts {
  const systemText = useRenderedPrompt().text;
  const gemini = useConfig((c) => c.gemini);
  const workspace = useConfig((c) => c.workspace);
  const environment = useConfig((c) => c.environment);
  return useMemo(() => {
    const parts = openingRequestPartsOf({ gemini, workspace, environment }, systemText);
    const text = (key: string) => parts.find((part) => part.key === key)?.text ?? '';
    return { system: text('system'), tools: text('tools'), environment: text('environment') };
  }, [gemini, workspace, environment, systemText]);
}

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
  const prefix = usePrefixTexts();
  const model = useModelIdInForce();
  const { source, problem, loading } = useSessionSource(samples);
  const gemini = useConfig((c) => c.gemini);
  const compression = useConfig((c) => c.compression);
  const session = useConfig((c) => c.session);
  const tempDir = useConfig((c) => c.environment.tempDir);
  const input = useMemo((): SimulationInput | null => {
    if (source === null) return null;
    const settings: SessionSettings = {
      ...sessionSettingsFor({ gemini, compression }, model),
      output:
        session.outputEstimate === 'fixed'
          ? { kind: 'fixed', tokensPerRequest: session.fixedOutputTokens }
          : { kind: 'history', thinkingTokensPerRequest: session.thinkingTokensPerRequest },
      warmCacheFromEarlierSessions: session.warmCache,
    };
    const priceOverrides = priceOverridesOf(session.priceOverrides);
    return {
      prefix,
      source,
      settings,
      price: priceFor(model, priceOverrides),
      priceOverrides,
      projectTempDir: tempDir,
      current: currentCompressionOptionsFor({ gemini }) ?? null,
      counting: 'gemma3',
    };
  }, [source, gemini, compression, model, session, prefix, tempDir]);
  // The sample list matters only while a sample is picked.
  const indexProblem =
    index.error && session.source === 'sample'
      ? `The samples could not be listed: ${index.error.message}`
      : null;
  return { input, problem: problem ?? indexProblem, loading, samples, model };
}
