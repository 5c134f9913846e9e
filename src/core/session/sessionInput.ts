/**
 * What a session simulation reads from a configuration: the settings for its release and
 * model, the current CLI's compression options, and the token count of each content.
 */
import type { Content } from '../content';
import { currentTokenLimit } from '../compression/currentModels';
import type { CurrentCompressionOptions } from '../compression/plan';
import { DEFAULT_COMPRESSION_TOKEN_THRESHOLD } from '../compression/trigger';
import { partsCountText } from '../context/turn/turnLayers';
import { tokenLimit } from '../models';
import { isReleaseVersion } from '../prompt/cliVersion';
import type { PlaygroundState } from '../state/playgroundState';
import type { SessionSettings } from './types';

/**
 * The settings a session starts from for `state` and the concrete model in force: the CLI's
 * token limit for that model in the state's version (`currentTokenLimit` for a release,
 * `tokenLimit` for 2026-02), the compression threshold of the state's compression settings
 * (the CLI's 0.5 when it has none), output estimated from the history without thinking
 * tokens, and no cache left by an earlier session.
 */
export function sessionSettingsFor(
  state: Pick<PlaygroundState, 'gemini' | 'compression'>,
  resolvedModel: string,
): SessionSettings {
  const release = isReleaseVersion(state.gemini.cliVersion);
  const threshold = state.compression?.threshold;
  return {
    model: resolvedModel,
    tokenLimit: release ? currentTokenLimit(resolvedModel) : tokenLimit(resolvedModel),
    compressionThreshold:
      typeof threshold === 'number' && threshold > 0 && threshold <= 1
        ? threshold
        : DEFAULT_COMPRESSION_TOKEN_THRESHOLD,
    output: { kind: 'history', thinkingTokensPerRequest: 0 },
    warmCacheFromEarlierSessions: false,
  };
}

/**
 * The current CLI's compression options for `state` (as the compression view passes them),
 * or undefined for 2026-02.
 */
export function currentCompressionOptionsFor(
  state: Pick<PlaygroundState, 'gemini'>,
): CurrentCompressionOptions | undefined {
  const { gemini } = state;
  if (!isReleaseVersion(gemini.cliVersion)) return undefined;
  return {
    cliVersion: gemini.cliVersion,
    hasPreviewAccess: gemini.hasPreviewAccess,
    gemini31Launched: gemini.gemini31Launched,
    gemini35FlashGA: gemini.gemini35FlashGA,
    ...(gemini.approvedPlanPath ? { approvedPlanPath: gemini.approvedPlanPath } : {}),
  };
}

/**
 * The text a content is counted as: each part as `partsCountText` gives it (a part holding
 * only `text` counts as that text; any other part — a function call or response, a thought,
 * inline data — counts as its JSON), parts joined by a newline. The role is not counted.
 * The same text the compression view counts in the meter's vocabulary.
 */
export function contentCountText(content: Content): string {
  return partsCountText(content.parts ?? []);
}

/** The tokens of each content, in order, counted as {@link contentCountText}. */
export function countContents(
  contents: readonly Content[],
  countText: (text: string) => number,
): number[] {
  return contents.map((content) => countText(contentCountText(content)));
}
