import { diffLines } from 'diff';
import { RELEASE_FILES } from './bundle';

/**
 * The files whose shape Promptscope's core is built against: the options the snippets take
 * (`SystemPromptOptions` and the renderer signatures, in the two .d.ts files) and the decisions
 * of promptProvider.js (which the core's options builder mirrors).
 */
export const SHAPE_FILES = [
  RELEASE_FILES.snippetsTypes,
  RELEASE_FILES.legacyTypes,
  RELEASE_FILES.promptProvider,
] as const;

/**
 * Release files whose decisions the core mirrors in its own code, beyond the prompt options:
 * which tools are active and how they are named and ordered, the default policy, the opening
 * message, the compression service. A change in one is not always a change of decision, so `add`
 * asks for a review of it (and `--reviewed` records the release once that is done) rather than
 * refusing outright.
 */
export const DECISION_FILES: readonly { path: string; mirroredIn: string }[] = [
  {
    path: 'dist/src/tools/tool-registry.js',
    mirroredIn: 'src/core/prompt/effectiveTools.ts, src/core/context/tools/toolDeclarations.ts',
  },
  { path: 'dist/src/tools/mcp-tool.js', mirroredIn: 'src/core/prompt/current/mcpToolNames.ts' },
  {
    path: 'dist/src/policy/policy-engine.js',
    mirroredIn: 'src/core/prompt/current/releasePolicy.ts',
  },
  { path: 'dist/src/utils/environmentContext.js', mirroredIn: 'src/core/environment' },
  { path: 'dist/src/context/chatCompressionService.js', mirroredIn: 'src/core/compression' },
  { path: 'dist/src/utils/tokenCalculation.js', mirroredIn: 'src/core/tokens' },
];

/** The release's default policy files, mirrored in src/core/prompt/current/releasePolicy.ts. */
export const POLICY_DIR = 'dist/src/policy/policies/';
const POLICY_MIRROR = 'src/core/prompt/current/releasePolicy.ts';

/** Whether `add` reads `path` to compare decisions (see DECISION_FILES and POLICY_DIR). */
export const isDecisionFile = (path: string): boolean =>
  DECISION_FILES.some((file) => file.path === path) ||
  (path.startsWith(POLICY_DIR) && path.endsWith('.toml'));

export interface ShapeChange {
  file: string;
  /** A few changed lines, `-` for the reference release, `+` for the new one. */
  lines: string[];
}

const MAX_LINES = 12;

/** Drops comments, blank lines and indentation: what is left is the code's shape. */
export function normaliseSource(source: string, toml = false): string {
  if (toml) {
    return source
      .split('\n')
      .map((line) =>
        line
          .replace(/^\s*#.*$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean)
      .join('\n');
  }
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const text = (files: Map<string, Uint8Array>, path: string): string | null => {
  const bytes = files.get(path);
  return bytes ? Buffer.from(bytes).toString('utf8') : null;
};

/** Compares the shape files of two releases; an empty list means the core supports the new one. */
export function compareShapes(
  reference: Map<string, Uint8Array>,
  candidate: Map<string, Uint8Array>,
): ShapeChange[] {
  return compareFiles(reference, candidate, SHAPE_FILES);
}

/**
 * Compares the decision files of two releases (see DECISION_FILES; every policy file either
 * holds), each change naming where the core mirrors that file.
 */
export function compareDecisions(
  reference: Map<string, Uint8Array>,
  candidate: Map<string, Uint8Array>,
): (ShapeChange & { mirroredIn: string })[] {
  const policies = [...new Set([...reference.keys(), ...candidate.keys()])]
    .filter((path) => path.startsWith(POLICY_DIR) && path.endsWith('.toml'))
    .sort();
  const mirrors = new Map<string, string>([
    ...DECISION_FILES.map((file) => [file.path, file.mirroredIn] as const),
    ...policies.map((path) => [path, POLICY_MIRROR] as const),
  ]);
  return compareFiles(reference, candidate, [...mirrors.keys()]).map((change) => ({
    ...change,
    mirroredIn: mirrors.get(change.file) ?? '',
  }));
}

function compareFiles(
  reference: Map<string, Uint8Array>,
  candidate: Map<string, Uint8Array>,
  files: readonly string[],
): ShapeChange[] {
  const changes: ShapeChange[] = [];
  for (const file of files) {
    const before = text(reference, file);
    const after = text(candidate, file);
    if (before === null && after === null) continue;
    if (before === null || after === null) {
      changes.push({
        file,
        lines: [after === null ? '(missing in the new release)' : '(new file)'],
      });
      continue;
    }
    const toml = file.endsWith('.toml');
    const [a, b] = [normaliseSource(before, toml), normaliseSource(after, toml)];
    // Line breaks do not count either: the shape is the sequence of tokens.
    if (a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ')) continue;
    const lines: string[] = [];
    const parts = diffLines(`${a}\n`, `${b}\n`);
    parts.forEach((part, index) => {
      if (!part.added && !part.removed) return;
      // A removed block followed by an added one: show each line from where it starts to differ.
      const partner = part.removed ? parts[index + 1] : parts[index - 1];
      const others =
        partner && (part.removed ? partner.added : partner.removed) ? split(partner.value) : [];
      split(part.value).forEach((line, i) => {
        lines.push(`${part.added ? '+' : '-'} ${clipAroundChange(line, others[i])}`);
      });
    });
    const shown = lines.slice(0, MAX_LINES);
    if (lines.length > MAX_LINES)
      shown.push(`… and ${lines.length - MAX_LINES} more changed lines`);
    changes.push({ file, lines: shown });
  }
  return changes;
}

const split = (value: string): string[] => value.split('\n').filter(Boolean);

const WIDTH = 160;

/** A line cut to WIDTH characters, starting a little before where it differs from `other`. */
export function clipAroundChange(line: string, other?: string): string {
  let start = 0;
  if (other !== undefined) {
    let same = 0;
    while (same < line.length && line[same] === other[same]) same++;
    start = same > 80 ? same - 40 : 0;
  }
  const head = start > 0 ? '…' : '';
  const body = line.slice(start);
  return body.length > WIDTH ? `${head}${body.slice(0, WIDTH - 1)}…` : `${head}${body}`;
}
