import type { Part } from '../../content';
import { READ_MANY_FILES_TOOL_NAME } from '../../toolNames';
import { estimateTokenCount } from '../../tokens';
import { parseAtReferences } from './atParse';
import { isWithinPosix, normalizePosix, relativePosix, resolvePosix } from '../../posixPath';
import {
  simulateReadManyFiles,
  type ReadFileSkipped,
  type ReadManyFilesSpec,
} from './readManyFiles';
import { buildAtToolCallRecord, type AtToolCallRecord } from './atToolRecord';
import { createVirtualFs, type VirtualFiles, type VirtualFs } from '../workspace/virtualFs';
import {
  createWorkspaceIgnore,
  type IgnoreFilteringOptions,
  type IgnoreReason,
  type WorkspaceIgnoreMatcher,
} from '../workspace/workspaceIgnore';

/** Inputs of {@link expandAtReferences}. */
export interface AtExpansionOptions {
  message: string;
  files: VirtualFiles;
  cwd: string;
  /** Workspace directories searched in order (default: just `cwd`). */
  workspaceDirs?: readonly string[];
  /** Overrides the `.git` detection that decides whether `.gitignore` counts. */
  isGitRepository?: boolean;
  /** Files above this many UTF-8 bytes are skipped (20 MB in the CLI). */
  maxFileBytes?: number;
  /** `context.fileFiltering` (both on by default). */
  fileFiltering?: IgnoreFilteringOptions;
  /** `context.enableRecursiveFileSearch`: look for `**\/*<path>*` when a path is missing. */
  enableRecursiveFileSearch?: boolean;
}

/** What became of one `@path` in the message. */
export interface AtReferenceResolution {
  /** As written, with the `@`. */
  reference: string;
  status: 'resolved' | 'ignored' | 'not-found' | 'outside-workspace' | 'lone-at';
  /** The path spec handed to read_many_files (`src/**` for a folder). */
  pathSpec?: string;
  /** Set when found by the recursive file search instead of the path as written. */
  foundBySearch?: boolean;
  ignoredBy?: IgnoreReason;
}

/** A file whose content was injected, with the tokens its two parts cost. */
export interface AtIncludedFile {
  path: string;
  relativePath: string;
  truncated: boolean;
  tokens: number;
  /** The injected text (header and content), for counting in another vocabulary. */
  text?: string;
}

/** The result of {@link expandAtReferences}. */
export interface AtExpansionResult {
  references: AtReferenceResolution[];
  /** The user's text with each resolved reference rewritten to `@<path spec>`. */
  queryText: string;
  /** The parts of the user message sent to the model. */
  parts: Part[];
  included: AtIncludedFile[];
  skipped: ReadFileSkipped[];
  /** The read_many_files call shown for the expansion; `null` when nothing was read. */
  toolCall: AtToolCallRecord | null;
}

const FILE_BLOCK = /^--- (.*?) ---\n\n([\s\S]*?)\n\n$/;

function searchByName(
  fs: VirtualFs,
  dir: string,
  name: string,
  matcher: WorkspaceIgnoreMatcher,
  filtering: IgnoreFilteringOptions,
): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(?:.*/)?[^/]*${escaped}[^/]*$`);
  const hit = fs
    .filesUnder(dir)
    .find(
      (path) => pattern.test(relativePosix(dir, path)) && !matcher.check(path, false, filtering),
    );
  return hit === undefined ? null : relativePosix(dir, hit);
}

/**
 * The path spec for `pathName` in one workspace directory: `<folder>/**` (`**` for the
 * directory itself) for a folder, the relative path for a file, else the first file found
 * by name when the recursive search is on.
 */
function locate(
  fs: VirtualFs,
  dir: string,
  pathName: string,
  recursiveSearch: boolean,
  search: () => string | null,
): { spec: string; foundBySearch: boolean } | null {
  const absolute = resolvePosix(dir, pathName);
  if (!fs.exists(absolute)) {
    const hit = recursiveSearch ? search() : null;
    return hit === null ? null : { spec: hit, foundBySearch: true };
  }
  const relative = pathName.startsWith('/')
    ? relativePosix(dir, absolute)
    : normalizePosix(pathName);
  if (!fs.isDirectory(absolute)) return { spec: relative, foundBySearch: false };
  return {
    spec: relative === '.' || relative === '' ? '**' : `${relative}/**`,
    foundBySearch: false,
  };
}

/**
 * Expands `@path` references as the CLI's `handleAtCommand` does: each path is checked
 * against the ignore files, resolved in the workspace directories (a folder becomes
 * `<folder>/**`, a missing path may be found by name), read with read_many_files, and the
 * message becomes `[query, '\n--- Content from referenced files ---', '\nContent from @<path>:\n',
 * <content>, …, '\n--- End of content ---']`.
 */
export function expandAtReferences(options: AtExpansionOptions): AtExpansionResult {
  const fs = createVirtualFs(options.files);
  const cwd = normalizePosix(options.cwd);
  const dirs = (options.workspaceDirs?.length ? options.workspaceDirs : [cwd]).map(normalizePosix);
  const filtering = options.fileFiltering ?? { respectGitIgnore: true, respectGeminiIgnore: true };
  const matchers = new Map<string, WorkspaceIgnoreMatcher>();
  const matcherFor = (dir: string): WorkspaceIgnoreMatcher => {
    const existing = matchers.get(dir);
    if (existing) return existing;
    const created = createWorkspaceIgnore(fs, dir, options.isGitRepository);
    matchers.set(dir, created);
    return created;
  };

  const commandParts = parseAtReferences(options.message);
  const references: AtReferenceResolution[] = [];
  const resolvedSpecs = new Map<string, string>();
  const specs: ReadManyFilesSpec[] = [];
  for (const part of commandParts) {
    if (part.type !== 'atPath') continue;
    const reference = part.content;
    if (reference === '@') {
      references.push({ reference, status: 'lone-at' });
      continue;
    }
    const pathName = reference.slice(1);
    const cwdTarget = resolvePosix(cwd, pathName);
    const ignoredBy = matcherFor(cwd).check(cwdTarget, fs.isDirectory(cwdTarget), filtering);
    if (ignoredBy) {
      references.push({ reference, status: 'ignored', ignoredBy });
      continue;
    }
    if (pathName.startsWith('/') && !dirs.some((dir) => isWithinPosix(dir, pathName))) {
      references.push({ reference, status: 'outside-workspace' });
      continue;
    }
    let resolution: AtReferenceResolution = { reference, status: 'not-found' };
    for (const dir of dirs) {
      const found = locate(fs, dir, pathName, options.enableRecursiveFileSearch ?? true, () =>
        searchByName(fs, dir, pathName, matcherFor(dir), filtering),
      );
      if (found === null) continue;
      specs.push({ dir, spec: found.spec });
      resolvedSpecs.set(reference, found.spec);
      resolution = { reference, status: 'resolved', pathSpec: found.spec };
      if (found.foundBySearch) resolution.foundBySearch = true;
      break;
    }
    references.push(resolution);
  }

  const queryText = rebuildQuery(commandParts, resolvedSpecs);
  if (specs.length === 0) {
    return {
      references,
      queryText,
      parts: [{ text: queryText }],
      included: [],
      skipped: [],
      toolCall: null,
    };
  }

  const outcome = simulateReadManyFiles(fs, specs, matcherFor, filtering, options.maxFileBytes);
  const parts: Part[] = [{ text: queryText }, { text: '\n--- Content from referenced files ---' }];
  const included: AtIncludedFile[] = [];
  for (const chunk of outcome.llmContent) {
    const match = FILE_BLOCK.exec(chunk);
    if (!match) {
      parts.push({ text: chunk });
      continue;
    }
    const absolute = match[1] as string;
    const file = outcome.included.find((f) => f.path === absolute);
    const display = file?.relativePath ?? absolute;
    const fileParts: Part[] = [
      { text: `\nContent from @${display}:\n` },
      { text: (match[2] as string).trim() },
    ];
    parts.push(...fileParts);
    included.push({
      path: absolute,
      relativePath: display,
      truncated: file?.truncated ?? false,
      tokens: estimateTokenCount(fileParts),
      text: fileParts.map((part) => part.text ?? '').join(''),
    });
  }
  const toolCall = buildAtToolCallRecord(
    READ_MANY_FILES_TOOL_NAME,
    specs.map((s) => s.spec),
    filtering,
    outcome,
  );
  return { references, queryText, parts, included, skipped: outcome.skipped, toolCall };
}

/** The CLI's query rebuild: resolved references become `@<spec>`, others stay as written. */
function rebuildQuery(
  commandParts: ReturnType<typeof parseAtReferences>,
  resolved: ReadonlyMap<string, string>,
): string {
  let text = '';
  commandParts.forEach((part, i) => {
    if (part.type === 'text') {
      text += part.content;
      return;
    }
    const previous = commandParts[i - 1];
    const spec = resolved.get(part.content);
    if (i > 0 && text.length > 0 && !text.endsWith(' ')) {
      const spaced =
        previous?.type === 'text' || (previous !== undefined && resolved.has(previous.content));
      if (spaced || spec === undefined) text += ' ';
    }
    text += spec === undefined ? part.content : `@${spec}`;
  });
  return text.trim();
}
