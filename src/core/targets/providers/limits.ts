import type { ProviderId, ProviderLimit } from './types';

/** System-prompt size limits of the multi-provider shim ("~200K tokens", "32K characters", "128K tokens"). */
export const PROVIDER_LIMITS: Record<ProviderId, ProviderLimit> = {
  claude: { kind: 'tokens', max: 200_000 },
  gemini: { kind: 'chars', max: 32_000 },
  openai: { kind: 'tokens', max: 128_000 },
};

/** Characters per token assumed by {@link estimateProviderTokens}. */
export const PROVIDER_CHARS_PER_TOKEN = 4;

/**
 * A deliberately simple token estimate for the token-limited providers: one token per four
 * characters, rounded up. Pass a real counter to `renderProviderPrompt` for exact figures.
 */
export function estimateProviderTokens(text: string): number {
  return Math.ceil(text.length / PROVIDER_CHARS_PER_TOKEN);
}

/** Default model per provider, used when the input names none. */
export const PROVIDER_DEFAULT_MODELS: Record<ProviderId, string> = {
  claude: 'claude-sonnet-4-5',
  gemini: 'gemini-2.5-pro',
  openai: 'gpt-4o',
};

/** The model to use for a provider: a string applies to all providers, a map per provider. */
export function providerModel(
  provider: ProviderId,
  model: string | Partial<Record<ProviderId, string>> | undefined,
): string {
  if (typeof model === 'string' && model.trim() !== '') return model;
  if (typeof model === 'object') {
    const picked = model[provider];
    if (picked !== undefined && picked.trim() !== '') return picked;
  }
  return PROVIDER_DEFAULT_MODELS[provider];
}
