/** Spotting mistyped model ids: the known ids nearest to what was typed. */
import { isReleaseVersion } from './prompt/cliVersion';
import { CURRENT_KNOWN_MODELS, PREVIEW_GEMINI_3_1_CUSTOM_TOOLS_MODEL } from './currentModels';
import { KNOWN_MODELS } from './models';
import type { CliVersion } from './prompt/types';

/** Levenshtein distance (insertions, deletions, substitutions each cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The ids a CLI version knows by name (concrete models, auto ids and aliases): 2026-02's
 * alias table, or the constants and aliases of v0.61's gemini-cli
 * packages/core/src/config/models.ts (including the custom-tools variant of 3.1 Pro, which
 * the picker does not offer but the CLI accepts by name).
 */
export function knownModelIds(version: CliVersion = '2026-02'): string[] {
  if (isReleaseVersion(version)) {
    return [
      ...CURRENT_KNOWN_MODELS.map((model) => model.id),
      PREVIEW_GEMINI_3_1_CUSTOM_TOOLS_MODEL,
    ];
  }
  return KNOWN_MODELS.map((model) => model.id);
}

/** A CLI version's known ids, or a list given as is (a later model list, a test's own). */
export type KnownModels = CliVersion | readonly string[];

function listOf(known: KnownModels): readonly string[] {
  return typeof known === 'string' ? knownModelIds(known) : known;
}

/** True when `id` is a model id or alias the CLI knows by name. */
export function isKnownModel(id: string, known: KnownModels = '2026-02'): boolean {
  return listOf(known).includes(id.trim());
}

/**
 * The known ids nearest to `id` by edit distance (case-insensitive), closest first; ties keep
 * the known list's order. Empty for a known id.
 */
export function nearestKnownModels(
  id: string,
  limit = 3,
  known: KnownModels = '2026-02',
): string[] {
  const typed = id.trim().toLowerCase();
  const list = listOf(known);
  if (list.includes(id.trim())) return [];
  return list
    .map((candidate, order) => ({
      candidate,
      order,
      distance: editDistance(typed, candidate.toLowerCase()),
    }))
    .sort((x, y) => x.distance - y.distance || x.order - y.order)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
