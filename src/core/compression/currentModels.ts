/**
 * Model facts the current CLI's (v0.56–0.61) compression reads: the compression-model aliases
 * (gemini-cli packages/core/src/context/chatCompressionService.ts `modelStringToModelConfigAlias`)
 * and the token limits (packages/core/src/core/tokenLimits.ts `tokenLimit`).
 */
import { DEFAULT_TOKEN_LIMIT } from '../models';

/** `GEMMA_4_TOKEN_LIMIT`: the context window of the Gemma 4 ids. */
export const GEMMA_4_TOKEN_LIMIT = 256_000;
const GEMMA_4_MODELS: readonly string[] = ['gemma-4-31b-it', 'gemma-4-26b-a4b-it'];

/** The current CLI's `tokenLimit`: 256,000 for Gemma 4, 1,048,576 for everything else. */
export function currentTokenLimit(model: string): number {
  return GEMMA_4_MODELS.includes(model) ? GEMMA_4_TOKEN_LIMIT : DEFAULT_TOKEN_LIMIT;
}

const ALIASES: Readonly<Record<string, string>> = {
  'gemini-3-pro-preview': 'chat-compression-3-pro',
  'gemini-3.1-pro-preview': 'chat-compression-3-pro',
  'gemini-3-flash-preview': 'chat-compression-3-flash',
  'gemini-3.5-flash': 'chat-compression-3-flash',
  'gemini-3.8-flash': 'chat-compression-3-flash',
  'gemini-3-flash': 'chat-compression-3-flash',
  'gemini-3.1-flash-lite': 'chat-compression-3.1-flash-lite',
  'gemini-3.5-flash-lite': 'chat-compression-3.1-flash-lite',
  none: 'chat-compression-3.1-flash-lite',
  'gemini-2.5-flash-lite': 'chat-compression-2.5-flash-lite',
  'gemini-2.5-pro': 'chat-compression-2.5-pro',
  'gemini-2.5-flash': 'chat-compression-2.5-flash',
};

/** The compression-model alias the current CLI asks for, for a resolved model id. */
export function currentCompressionModelAlias(resolvedModel: string): string {
  return Object.hasOwn(ALIASES, resolvedModel)
    ? (ALIASES[resolvedModel] as string)
    : 'chat-compression-default';
}
