import {
  DEFAULT_EXCLUDED_FILES,
  DEFAULT_EXCLUDED_FOLDERS,
  isBinaryFile,
  utf8ByteLength,
} from '../workspace/fileKinds';
import { basenamePosix, relativePosix, resolvePosix } from '../../posixPath';
import type { VirtualFs } from '../workspace/virtualFs';
import type {
  IgnoreFilteringOptions,
  IgnoreReason,
  WorkspaceIgnoreMatcher,
} from '../workspace/workspaceIgnore';

/** Lines and line width the CLI reads from a text file before truncating. */
export const READ_FILE_MAX_LINES = 2000;
export const READ_FILE_MAX_LINE_LENGTH = 2000;
/** The CLI refuses files above 20 MB. */
export const READ_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Why a matched file was not read. */
export type SkippedFileReason = 'ignored' | 'excluded' | 'binary' | 'too-large';

/** A file read_many_files read. */
export interface ReadFileIncluded {
  path: string;
  relativePath: string;
  content: string;
  truncated: boolean;
}

/** A file read_many_files matched but skipped. */
export interface ReadFileSkipped {
  path: string;
  relativePath: string;
  reason: SkippedFileReason;
  /** For `ignored`: which ignore file matched. */
  ignoredBy?: IgnoreReason;
  detail: string;
}

/** What the simulated tool returns: the LLM content strings and the file lists. */
export interface ReadManyFilesOutcome {
  llmContent: string[];
  included: ReadFileIncluded[];
  skipped: ReadFileSkipped[];
}

/** Text the tool returns when nothing could be read (our wording). */
export const READ_MANY_FILES_NOTHING_READ =
  'No files matched the requested paths, or every match was skipped.';
const TRUNCATION_NOTE =
  '[NOTE: only part of this file is shown. Read it with read_file to see the rest.]';

const IGNORE_FILE_LABELS: Record<IgnoreReason, string> = {
  git: '.gitignore',
  gemini: '.geminiignore',
  both: '.gitignore and .geminiignore',
};

/** The CLI's text-file read: first 2000 lines, each cut at 2000 characters. */
function readText(source: string): { content: string; truncated: boolean } {
  const lines = source.split('\n');
  let cutWidth = false;
  const kept = lines.slice(0, READ_FILE_MAX_LINES).map((line) => {
    if (line.length <= READ_FILE_MAX_LINE_LENGTH) return line;
    cutWidth = true;
    return line.slice(0, READ_FILE_MAX_LINE_LENGTH) + '... [truncated]';
  });
  return { content: kept.join('\n'), truncated: cutWidth || lines.length > READ_FILE_MAX_LINES };
}

/** A path spec as read_many_files receives it, with the directory it is relative to. */
export interface ReadManyFilesSpec {
  dir: string;
  /** `dir/**` (or `**`) for every file below a folder, anything else for one file. */
  spec: string;
}

function expandSpec(fs: VirtualFs, { dir, spec }: ReadManyFilesSpec): string[] {
  if (spec === '**' || spec.endsWith('/**')) {
    return fs.filesUnder(resolvePosix(dir, spec.slice(0, -2)));
  }
  const path = resolvePosix(dir, spec);
  return fs.isFile(path) ? [path] : [];
}

function defaultExcluded(dir: string, path: string): boolean {
  const segments = relativePosix(dir, path).split('/');
  return (
    DEFAULT_EXCLUDED_FILES.has(basenamePosix(path)) ||
    segments.slice(0, -1).some((segment) => DEFAULT_EXCLUDED_FOLDERS.has(segment))
  );
}

/**
 * Simulates read_many_files over the virtual workspace: the specs are expanded against their
 * directories, the matches sorted by path, then filtered by the default excludes, the ignore files, the size
 * limit and binary detection. Each read file yields `--- <absolute path> ---\n\n<text>\n\n`;
 * the list ends with `\n--- End of content ---`.
 */
export function simulateReadManyFiles(
  fs: VirtualFs,
  specs: readonly ReadManyFilesSpec[],
  matcherFor: (dir: string) => WorkspaceIgnoreMatcher,
  filtering: IgnoreFilteringOptions,
  maxFileBytes: number = READ_FILE_MAX_BYTES,
): ReadManyFilesOutcome {
  const dirOf = new Map<string, string>();
  for (const spec of specs) {
    for (const path of expandSpec(fs, spec)) if (!dirOf.has(path)) dirOf.set(path, spec.dir);
  }
  const included: ReadFileIncluded[] = [];
  const skipped: ReadFileSkipped[] = [];
  for (const path of [...dirOf.keys()].sort()) {
    const targetDir = dirOf.get(path) as string;
    const matcher = matcherFor(targetDir);
    const relativePath = relativePosix(targetDir, path);
    const content = fs.read(path) ?? '';
    const ignoredBy = matcher.check(path, false, filtering);
    const skip = (reason: SkippedFileReason, detail: string): void => {
      skipped.push({ path, relativePath, reason, detail, ...(ignoredBy ? { ignoredBy } : {}) });
    };
    if (defaultExcluded(targetDir, path)) skip('excluded', 'left out by the default excludes');
    else if (ignoredBy) skip('ignored', `matched by ${IGNORE_FILE_LABELS[ignoredBy]}`);
    else if (utf8ByteLength(content) > maxFileBytes)
      skip('too-large', `larger than ${maxFileBytes} bytes`);
    else if (isBinaryFile(path, content)) skip('binary', 'binary content is not read as text');
    else included.push({ path, relativePath, ...readText(content) });
  }
  const llmContent = included.map(
    (file) =>
      `--- ${file.path} ---\n\n${file.truncated ? `${TRUNCATION_NOTE}\n\n` : ''}${file.content}\n\n`,
  );
  if (llmContent.length > 0) llmContent.push('\n--- End of content ---');
  else llmContent.push(READ_MANY_FILES_NOTHING_READ);
  return { llmContent, included, skipped };
}
