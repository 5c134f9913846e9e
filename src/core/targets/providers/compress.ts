import type { TargetSpan } from '../spans';
import { composeProviderPrompt, PROVIDER_PROJECT_INSTRUCTIONS_HEADING } from './compose';
import { compressProviderToolDefinitions, removeProviderToolExamples } from './toolCompression';
import type {
  ClaudeToolDefinition,
  ProviderComponentKey,
  ProviderCompressionReport,
  ProviderCompressionStep,
  ProviderCompressionStepId,
  ProviderPromptParts,
} from './types';

/** Characters of project instructions kept by step 1. */
export const PROVIDER_INSTRUCTIONS_KEEP_CHARS = 10_000;
/** Marker appended after truncated project instructions. */
export const PROVIDER_TRUNCATED_MARKER = '\n[truncated]';
/** Marker appended by the hard truncation. */
export const PROVIDER_HARD_TRUNCATED_MARKER = '\n[system prompt truncated]';
/** Room the hard truncation leaves below the limit. */
const HARD_TRUNCATION_MARGIN = 100;

/** Labels of the compression steps, for the UI. */
export const PROVIDER_COMPRESSION_STEP_LABELS: Record<ProviderCompressionStepId, string> = {
  truncateProjectInstructions: 'Truncate project instructions to 10K characters',
  compressToolDefinitions: 'Compress tool definitions',
  removeExamples: 'Remove examples from tool schemas',
  hardTruncate: 'Hard truncation',
};

/** Options of {@link compressSystemPrompt}. */
export interface ProviderCompressionOptions {
  /** Whether a text fits the limit; defaults to `text.length <= maxChars`. */
  fits?: (text: string) => boolean;
}

function truncateInstructions(text: string): string {
  return text.length > PROVIDER_INSTRUCTIONS_KEEP_CHARS
    ? text.slice(0, PROVIDER_INSTRUCTIONS_KEEP_CHARS) + PROVIDER_TRUNCATED_MARKER
    : text;
}

/** String form of steps 1–3: the Asimi docs' regex for instructions, the `<tools>` JSON block for tools. */
function stringStep(text: string, id: ProviderCompressionStepId): string {
  if (id === 'truncateProjectInstructions') {
    const heading = `${PROVIDER_PROJECT_INSTRUCTIONS_HEADING}\n`;
    const at = text.indexOf(heading);
    if (at < 0) return text;
    const body = text.slice(at + heading.length);
    return text.slice(0, at + heading.length) + truncateInstructions(body);
  }
  return text.replace(
    /(<tools>\n)([\s\S]*?)(\n<\/tools>)/,
    (whole, open: string, json: string, close: string) => {
      let tools: ClaudeToolDefinition[];
      try {
        tools = JSON.parse(json) as ClaudeToolDefinition[];
      } catch {
        return whole;
      }
      if (!Array.isArray(tools)) return whole;
      const next =
        id === 'compressToolDefinitions'
          ? compressProviderToolDefinitions(tools)
          : removeProviderToolExamples(tools);
      return open + JSON.stringify(next, null, 2) + close;
    },
  );
}

function partsStep(parts: ProviderPromptParts, id: ProviderCompressionStepId): ProviderPromptParts {
  if (id === 'truncateProjectInstructions') {
    return { ...parts, projectInstructions: truncateInstructions(parts.projectInstructions) };
  }
  const transform =
    id === 'compressToolDefinitions' ? compressProviderToolDefinitions : removeProviderToolExamples;
  return { ...parts, promptTools: transform(parts.promptTools) };
}

/** Keeps the spans that start before `cut` and stretches the last one to `length`. */
function clipSpans(
  spans: TargetSpan<ProviderComponentKey>[],
  cut: number,
  length: number,
): TargetSpan<ProviderComponentKey>[] {
  const kept = spans.filter((s, i) => s.start < cut || i === 0).map((s) => ({ ...s }));
  const last = kept.at(-1);
  if (last) last.end = length;
  return kept;
}

const STRUCTURED_STEPS: ProviderCompressionStepId[] = [
  'truncateProjectInstructions',
  'compressToolDefinitions',
  'removeExamples',
];

/**
 * Shrinks a system prompt to `maxChars` with the multi-provider shim's strategy, stopping as soon as it fits:
 * 1. keep the first 10K characters of the project instructions and add `[truncated]`;
 * 2. compress tool definitions (drop optional parameters, first-sentence descriptions);
 * 3. remove examples from tool schemas;
 * 4. cut the text at `maxChars - 100` and add `[system prompt truncated]`, with a warning.
 * Accepts the composed string (steps work on the `## Project Instructions` section and the
 * `<tools>` JSON) or, better, the structured parts `renderProviderPrompt` composes from.
 * Reports every step that ran with the characters it saved.
 */
export function compressSystemPrompt(
  prompt: string | ProviderPromptParts,
  maxChars: number,
  options: ProviderCompressionOptions = {},
): ProviderCompressionReport {
  const fits = options.fits ?? ((t: string) => t.length <= maxChars);
  let parts = typeof prompt === 'string' ? undefined : prompt;
  let composed = parts
    ? composeProviderPrompt(parts)
    : { text: prompt as string, components: undefined };
  const originalChars = composed.text.length;
  const steps: ProviderCompressionStep[] = [];
  const warnings: string[] = [];
  const report = (): ProviderCompressionReport => ({
    text: composed.text,
    ...(composed.components ? { components: composed.components } : {}),
    ...(parts ? { parts } : {}),
    maxChars,
    originalChars,
    finalChars: composed.text.length,
    steps,
    fits: fits(composed.text),
    warnings,
  });
  if (fits(composed.text)) return report();

  for (const id of STRUCTURED_STEPS) {
    const before = composed.text.length;
    if (parts) {
      parts = partsStep(parts, id);
      composed = composeProviderPrompt(parts);
    } else {
      composed = { text: stringStep(composed.text, id), components: undefined };
    }
    steps.push({
      id,
      label: PROVIDER_COMPRESSION_STEP_LABELS[id],
      savedChars: before - composed.text.length,
    });
    if (fits(composed.text)) return report();
  }

  const before = composed.text.length;
  const cut = Math.min(before, Math.max(0, maxChars - HARD_TRUNCATION_MARGIN));
  const text = composed.text.slice(0, cut) + PROVIDER_HARD_TRUNCATED_MARKER;
  composed = {
    text,
    components: composed.components && clipSpans(composed.components, cut, text.length),
  };
  steps.push({
    id: 'hardTruncate',
    label: PROVIDER_COMPRESSION_STEP_LABELS.hardTruncate,
    savedChars: before - text.length,
  });
  warnings.push(
    `The system prompt was still ${before} characters after the other steps, over the ${maxChars}-character limit, so it was cut at ${cut} characters. Everything after that point is lost.`,
  );
  return report();
}
