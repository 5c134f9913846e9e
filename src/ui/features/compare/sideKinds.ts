/**
 * The sides a comparison can hold and how each kind is built: a whole configuration (rendered
 * like the current work), or an imported system prompt (a text with its parts, no
 * configuration). Providers (see `sources.ts`) list them; links carry them.
 */
import {
  createDefaultPlaygroundState,
  splitImportedText,
  toggleImportedText,
  type ComparisonSide,
  type ComparisonSideSource,
  type DescribedSide,
  type ImportedSpan,
  type PlaygroundState,
  type RenderedPrompt,
  type Snapshot,
} from '../../../core';
import {
  memoFirstMessageOf,
  systemPromptOf,
  type FirstMessage,
} from '../../components/configPrompt';

/** One side of a comparison, ready to diff and count. */
export interface CompareSide {
  /** The source id it came from. */
  sourceId: string;
  name: string;
  /** The configuration behind it (null for a prompt with no configuration). */
  config: PlaygroundState | null;
  system: Pick<RenderedPrompt, 'text' | 'sections' | 'error'>;
  firstMessage: FirstMessage;
  /** How the side was made when it is not a plain configuration (kept in links). */
  source?: ComparisonSideSource;
}

/** A pickable source. */
export interface CompareSource {
  id: string;
  /** Option text in the picker. */
  label: string;
  /** Option group in the picker. */
  group: string;
  resolve: () => CompareSide;
}

/** An imported system prompt, as the import feature holds it. */
export interface ImportedPromptInput {
  text: string;
  /** The file's name (`''` or `pasted text` for a paste). */
  fileName: string;
  /** Ids of the parts switched off. */
  disabledSpans: readonly string[];
  /** Its parts, when already split (otherwise split here). */
  spans?: readonly ImportedSpan[];
}

/** What providers read to list their sources. */
export interface SourceContext {
  config: PlaygroundState;
  snapshots: readonly Snapshot[];
  linkSides: { a: ComparisonSide; b: ComparisonSide } | null;
  /** The imported prompt, when there is one (whether or not the preview shows it). */
  imported: ImportedPromptInput | null;
}

/** Lists the sources of one kind. */
export interface SourceProvider {
  id: string;
  list: (context: SourceContext) => CompareSource[];
}

/** A side rendered from a whole configuration. */
export function sideFromConfig(
  sourceId: string,
  name: string,
  config: PlaygroundState,
  source?: ComparisonSideSource,
): CompareSide {
  return {
    sourceId,
    name,
    config,
    system: systemPromptOf(config),
    firstMessage: memoFirstMessageOf(config),
    ...(source ? { source } : {}),
  };
}

/** A source whose side is a whole configuration. */
export const configSource = (
  id: string,
  label: string,
  group: string,
  config: PlaygroundState,
  name = label,
): CompareSource => ({
  id,
  label,
  group,
  resolve: () => sideFromConfig(id, name, config),
});

const NO_FIRST_MESSAGE: FirstMessage = {
  text: '',
  error: 'An imported file holds only a system prompt: it has no first message.',
};

const importedPrompts = new WeakMap<ImportedPromptInput, CompareSide['system']>();

/** The imported text as the meter shows it (parts switched off removed), once per import. */
function importedSystem(imported: ImportedPromptInput): CompareSide['system'] {
  let system = importedPrompts.get(imported);
  if (!system) {
    const spans = imported.spans ?? splitImportedText(imported.text).spans;
    const toggled = toggleImportedText(imported.text, spans, new Set(imported.disabledSpans));
    system = { text: toggled.text, sections: toggled.sections, error: null };
    importedPrompts.set(imported, system);
  }
  return system;
}

/** A side showing an imported prompt: parts keyed like the modeled prompt's sections. */
export function importedSide(
  sourceId: string,
  name: string,
  imported: ImportedPromptInput,
): CompareSide {
  return {
    sourceId,
    name,
    config: null,
    system: importedSystem(imported),
    firstMessage: NO_FIRST_MESSAGE,
    source: {
      kind: 'imported',
      text: imported.text,
      fileName: imported.fileName,
      disabledSpans: [...imported.disabledSpans],
    },
  };
}

/** A side a comparison link brought, by its kind. */
export function sideFromLink(sourceId: string, side: ComparisonSide): CompareSide {
  return side.source?.kind === 'imported'
    ? importedSide(sourceId, side.name, side.source)
    : sideFromConfig(sourceId, side.name, side.state, side.source);
}

let emptyState: PlaygroundState | null = null;

/** The side as a comparison link carries it. */
export function toLinkSide(side: CompareSide): ComparisonSide {
  emptyState ??= createDefaultPlaygroundState();
  return {
    name: side.name,
    state: side.config ?? emptyState,
    ...(side.source ? { source: side.source } : {}),
  };
}

/** The side as the settings diff describes it. */
export function describedSide(side: CompareSide): DescribedSide {
  const source = side.source;
  return {
    config: side.config,
    imported:
      source?.kind === 'imported'
        ? { fileName: source.fileName, switchedOff: source.disabledSpans.length }
        : null,
  };
}
