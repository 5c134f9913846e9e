/** Spotting mistyped model ids: the known ids nearest to what was typed. */
import { KNOWN_MODELS } from './models';

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

/** The ids the CLI knows (concrete models, auto ids and aliases). */
export function knownModelIds(): string[] {
  return KNOWN_MODELS.map((model) => model.id);
}

/** True when `id` is a model id or alias the CLI knows by name. */
export function isKnownModel(id: string, known: readonly string[] = knownModelIds()): boolean {
  return known.includes(id.trim());
}

/**
 * The known ids nearest to `id` by edit distance (case-insensitive), closest first; ties keep
 * the known list's order. Empty for a known id.
 */
export function nearestKnownModels(
  id: string,
  limit = 3,
  known: readonly string[] = knownModelIds(),
): string[] {
  const typed = id.trim().toLowerCase();
  if (known.includes(id.trim())) return [];
  return known
    .map((candidate, order) => ({
      candidate,
      order,
      distance: editDistance(typed, candidate.toLowerCase()),
    }))
    .sort((x, y) => x.distance - y.distance || x.order - y.order)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
