/** Sample workspaces shipped in `public/samples/workspaces/` (an index plus one JSON per sample). */
import { queryOptions } from '@tanstack/react-query';

/** One entry of the sample index. */
export interface SampleSummary {
  id: string;
  title: string;
  description: string;
  file: string;
}

/** A loaded sample: its files and, when it says so, its workspace directories. */
export interface SampleWorkspace {
  id: string;
  files: Record<string, string>;
  workspaceDirs: string[];
  /** The home directory the sample's global files live under, if it names one. */
  homeDir?: string;
}

const BASE = `${import.meta.env.BASE_URL}samples/workspaces/`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the index tolerantly: an array, or an object with `workspaces`/`samples`. */
export function parseSampleIndex(data: unknown): SampleSummary[] {
  const list = Array.isArray(data)
    ? data
    : isRecord(data)
      ? (data['workspaces'] ?? data['samples'] ?? [])
      : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): SampleSummary[] => {
    if (!isRecord(item)) return [];
    const id = str(item['id']);
    if (!id) return [];
    return [
      {
        id,
        title: str(item['title']) ?? str(item['name']) ?? str(item['label']) ?? id,
        description: str(item['description']) ?? '',
        file: str(item['file']) ?? str(item['path']) ?? `${id}.json`,
      },
    ];
  });
}

/** Reads one sample: string-valued `files`, `workspaceDirs` (or `root`/`cwd`) and `homeDir`. */
export function parseSampleWorkspace(id: string, data: unknown): SampleWorkspace {
  if (!isRecord(data) || !isRecord(data['files'])) {
    throw new Error(`sample ${id} has no "files" object`);
  }
  const files = Object.fromEntries(
    Object.entries(data['files']).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const dirs = Array.isArray(data['workspaceDirs'])
    ? data['workspaceDirs'].filter((d): d is string => typeof d === 'string' && d !== '')
    : [];
  const root = str(data['root']) ?? str(data['cwd']);
  const homeDir = str(data['homeDir']);
  return {
    id,
    files,
    workspaceDirs: dirs.length > 0 ? dirs : root ? [root] : [],
    ...(homeDir ? { homeDir } : {}),
  };
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(`${BASE}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The list of sample workspaces. */
export const sampleIndexQuery = queryOptions({
  queryKey: ['samples', 'workspaces', 'index'],
  queryFn: async () => parseSampleIndex(await fetchJson('index.json')),
  staleTime: Infinity,
  networkMode: 'offlineFirst',
});

/** One sample workspace. */
export function sampleWorkspaceQuery(sample: SampleSummary) {
  return queryOptions({
    queryKey: ['samples', 'workspaces', sample.id],
    queryFn: async () => parseSampleWorkspace(sample.id, await fetchJson(sample.file)),
    staleTime: Infinity,
    // Same-origin files the service worker serves offline: try once even without network.
    networkMode: 'offlineFirst',
  });
}
