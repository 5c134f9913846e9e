/**
 * The whole pipeline: configuration → final system prompt, spans, warnings and errors, with
 * the on-demand wording (legacyWording.ts) given by the caller.
 */
import { isReleaseVersion } from './cliVersion';
import { missingTemplateError, resolveCustomTemplate, resolveWriteTarget } from './customTemplate';
import { effectiveTools } from './effectiveTools';
import { sanitizePromptNewlines } from './finalShell';
import { hasHierarchicalMemory } from './current/memory';
import { finishPrompt, firstNonWhitespace, prepareBase } from './finishPrompt';
import { requireLegacyWording, type LegacyWording } from './legacyWording';
import { releasePipeline } from './release/pipeline';
import type { PromptTexts } from './release/port';
import { requireRelease } from './release/missing';
import { applySubstitutions } from './substitutions';
import { templateWarnings } from './templateWarnings';
import { withTextParts } from './textParts';
import { switchLikePathWarnings, toggleWarnings } from './toggleWarnings';
import type { Piece, PromptPipeline } from './promptPipeline';
import type { PromptInput, PromptWarning, RenderedPrompt, SectionSpan, UserMemory } from './types';

export type { Piece, PromptPipeline };

/**
 * Locates each piece, sanitised and trimmed, in the final text, in order. Pieces start and
 * end with non-whitespace and the gaps between them are whitespace only, so the first match
 * after the previous span is the piece itself.
 */
export function locateSectionSpans(text: string, pieces: readonly Piece[]): SectionSpan[] {
  const spans: SectionSpan[] = [];
  let cursor = 0;
  for (const piece of pieces) {
    const needle = sanitizePromptNewlines(piece.text).trim();
    if (needle === '') continue;
    // Usually the piece starts at the first non-whitespace character after the cursor: a
    // `startsWith` there costs one comparison, where `indexOf` with a long needle (a long
    // custom template) first builds its search tables. Any match starts with non-whitespace,
    // so a hit there is the first match; otherwise search as before.
    const next = firstNonWhitespace(text, cursor);
    const start = text.startsWith(needle, next) ? next : text.indexOf(needle, cursor);
    if (start < 0) continue;
    spans.push({ key: piece.key, start, end: start + needle.length });
    cursor = start + needle.length;
  }
  return spans;
}

/** The texts a render may need (see {@link renderPromptWith}). */
export type RenderTexts = PromptTexts<LegacyWording>;

/**
 * A render worked out up to its memory: the pipeline, warnings, base and base spans, which
 * no memory of the same kind changes (see {@link prepareRender}).
 */
export interface PreparedRender {
  /** Whether `memory` may finish this render: true when it is of the prepared memory's kind. */
  fits(memory: UserMemory | undefined): boolean;
  /**
   * The render of the prepared input with `memory` as its user memory: the same as
   * `renderPromptWith({ ...input, userMemory: memory }, texts)` whenever `fits(memory)`.
   */
  finish(memory: UserMemory | undefined): RenderedPrompt;
}

/**
 * Renders the system prompt exactly as the CLI would send it: standard composition, or the
 * custom system.md (GEMINI_SYSTEM_MD) with substitutions; memory appended, `\n{3,}`
 * collapsed (and, for v0.61, the active topic appended). `cliVersion` picks the pipeline
 * (absent = 2026-02). A missing template or an invalid tool-name pattern yields `error` and
 * no text. `texts` holds what the caller has loaded: without `legacy`, a prompt that needs it
 * throws a `LegacyWordingMissingError`.
 */
export function renderPromptWith(input: PromptInput, texts: RenderTexts): RenderedPrompt {
  return prepareRender(input, texts).finish(input.userMemory);
}

/**
 * {@link renderPromptWith} in two steps, for a caller that renders one configuration with
 * one memory after another (typing in the memory): everything but the memory block is worked
 * out once, here. The memory reaches the rest of the render only through whether it is the
 * hierarchical form with content (the release's `hasHierarchicalMemory` option), which
 * `fits` checks. Throws what `renderPromptWith` throws.
 */
export function prepareRender(input: PromptInput, texts: RenderTexts): PreparedRender {
  const { legacy, release } = texts;
  const { tools, removed } = effectiveTools(input);
  const pipeline = isReleaseVersion(input.cliVersion)
    ? releasePipeline(input, tools, requireRelease(release, input.cliVersion))
    : requireLegacyWording(legacy, 'the 2026-02 prompt').pipeline2026(input);
  const custom = resolveCustomTemplate(input);
  const customMode = custom.kind === 'custom';
  const writeTarget = resolveWriteTarget(input);
  const templatePath = customMode ? custom.path : null;
  const warnings: PromptWarning[] = [
    ...switchLikePathWarnings(input.env, input.cwd),
    ...toggleWarnings(
      input.env,
      customMode,
      input.approvalMode === 'plan',
      input.cliVersion ?? '2026-02',
    ),
  ];
  if (customMode && writeTarget === custom.path) {
    warnings.push({
      code: 'write-target-is-template',
      message: `GEMINI_WRITE_SYSTEM_MD writes to the template itself (${custom.path}): the appended memory piles up on every call.`,
      fix: 'Point GEMINI_WRITE_SYSTEM_MD at a different file.',
    });
  }
  const result = {
    ...pipeline.extra,
    mode: customMode ? 'custom' : 'standard',
    writeTarget,
    templatePath,
    removedTools: removed,
  } as const;
  const hierarchical = hasHierarchicalMemory(input.userMemory);
  const fits = (memory: UserMemory | undefined) => hasHierarchicalMemory(memory) === hierarchical;
  const failed = (error: string): PreparedRender => ({
    fits,
    finish: () => ({ ...result, text: '', sections: [], warnings: [...warnings], error }),
  });

  let base: string;
  let pieces: Piece[];
  if (customMode) {
    if (custom.content === null) return failed(missingTemplateError(custom.path));
    const context = pipeline.substitutionContext(tools);
    warnings.push(...templateWarnings(custom.content, context));
    try {
      base = applySubstitutions(custom.content, context);
    } catch (error) {
      return failed(`invalid tool name in template substitution: ${(error as Error).message}`);
    }
    pieces = [{ key: 'CUSTOM_TEMPLATE', text: base }];
  } else {
    ({ base, pieces } = pipeline.standardPieces(tools));
  }
  const prepared = prepareBase(base);
  // The base part of every finished text is the sanitised base, so its spans are located once.
  let baseSpans: SectionSpan[] | null = null;
  return {
    fits,
    finish: (memory) => {
      const { text, tailSpans, parts } = finishPrompt(
        prepared,
        { key: 'USER_MEMORY', text: pipeline.memoryBlock(memory) },
        pipeline.suffix,
      );
      const finalWarnings = [...warnings];
      if (text === '') {
        finalWarnings.push({
          code: 'empty-result',
          message: 'The system prompt is empty: the CLI would send no system instruction text.',
          fix: customMode ? 'Add content to the template.' : 'Enable at least one section.',
        });
      }
      // The base pieces lie in the base part (the sanitised base: read there, not sliced from
      // the text, which would copy all of it); the memory and suffix spans come from lengths.
      baseSpans ??= locateSectionSpans(prepared.sanitizedBase, pieces);
      const sections = [...baseSpans, ...tailSpans];
      const rendered = { ...result, text, sections, warnings: finalWarnings, error: null };
      return withTextParts(rendered, parts);
    },
  };
}
