import { useMemo } from 'react';
import {
  renderProviderPrompt,
  type ClaudeToolDefinition,
  type ProviderId,
  type ProviderRenderResult,
} from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { providerInputFromConfig, type ProviderToolProblem } from './providerInput';

/** Display names of the providers. */
export const PROVIDER_NAMES: Record<ProviderId, string> = {
  claude: 'Claude',
  gemini: 'Gemini',
  openai: 'OpenAI',
};

/** One provider's output, or the message of a render that threw. */
export type ProviderOutcome =
  { ok: true; result: ProviderRenderResult } | { ok: false; error: string };

/** Every provider's render of the current settings, with the tool problems found on the way. */
export interface ProviderRenders {
  outcomes: Record<ProviderId, ProviderOutcome>;
  /** The whole (valid) catalogue, before capabilities pick the advertised tools. */
  catalogue: ClaudeToolDefinition[];
  problems: ProviderToolProblem[];
}

function renderSafely(
  provider: ProviderId,
  input: Parameters<typeof renderProviderPrompt>[1],
): ProviderOutcome {
  try {
    return { ok: true, result: renderProviderPrompt(provider, input) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Renders the shim for all three providers (cheap string work), memoised on the settings. */
export function useProviderRenders(): ProviderRenders {
  const providers = useConfig((c) => c.providers);
  const files = useConfig((c) => c.workspace.files);
  return useMemo(() => {
    const { input, problems } = providerInputFromConfig(providers, files);
    return {
      outcomes: {
        claude: renderSafely('claude', input),
        gemini: renderSafely('gemini', input),
        openai: renderSafely('openai', input),
      },
      catalogue: input.tools,
      problems,
    };
  }, [providers, files]);
}
