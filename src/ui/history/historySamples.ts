/** Sample histories shipped in `public/samples/histories/` and the synthetic generator's ids. */
import { queryOptions } from '@tanstack/react-query';

/** One entry of `index.json`. */
export interface HistorySample {
  id: string;
  title: string;
  description: string;
  file: string;
}

const BASE = `${import.meta.env.BASE_URL}samples/histories/`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the index tolerantly; entries without an id and a file are skipped. */
export function parseHistoryIndex(data: unknown): HistorySample[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item): HistorySample[] => {
    if (!isRecord(item) || typeof item['id'] !== 'string' || typeof item['file'] !== 'string') {
      return [];
    }
    const title = typeof item['title'] === 'string' ? item['title'] : item['id'];
    const description = typeof item['description'] === 'string' ? item['description'] : '';
    return [{ id: item['id'], title, description, file: item['file'] }];
  });
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}

/** The sample index. */
export const historyIndexQuery = queryOptions({
  queryKey: ['samples', 'histories', 'index'],
  queryFn: async () => parseHistoryIndex(JSON.parse(await fetchText(`${BASE}index.json`))),
  staleTime: Infinity,
  networkMode: 'offlineFirst',
});

/** One sample's JSON text (parsed later, in the worker, like a paste). */
export const historySampleQuery = (sample: HistorySample) =>
  queryOptions({
    queryKey: ['samples', 'histories', sample.id],
    queryFn: () => fetchText(`${BASE}${sample.file}`),
    staleTime: Infinity,
    // Same-origin files the service worker serves offline: try once even without network.
    networkMode: 'offlineFirst',
  });

/** Synthetic histories are named `synthetic:<turns>:<seed>` in `compression.sampleId`. */
export interface SyntheticSpec {
  turns: number;
  seed: number;
}

/**
 * The generator's first size: 400 turns of seed 42 estimate at about 624,000 tokens, past the
 * default compression threshold (524,288 of a 1,048,576-token window) and inside the window, so
 * the first plan shows a session the CLI could really send. (1,430 turns came to 2.27 million
 * tokens, twice the window.) historySamples.test.ts holds it there.
 */
export const DEFAULT_SYNTHETIC_TURNS = 400;

/** Largest generator size offered (about 7 messages and 20 KB of JSON per turn). */
export const MAX_SYNTHETIC_TURNS = 5_000;

/** The sample id of a synthetic history. */
export function syntheticSampleId(spec: SyntheticSpec): string {
  return `synthetic:${spec.turns}:${spec.seed}`;
}

/** The generator settings in a sample id, or null for a shipped sample. */
export function parseSyntheticSampleId(id: string): SyntheticSpec | null {
  const match = /^synthetic:(\d{1,6}):(\d{1,10})$/.exec(id);
  if (!match) return null;
  const turns = Number(match[1]);
  const seed = Number(match[2]);
  if (turns < 1 || turns > MAX_SYNTHETIC_TURNS) return null;
  return { turns, seed };
}
