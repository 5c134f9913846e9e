/** The parts of the first user message every CLI version shares. */
import type { EnvironmentInput } from './environmentInput';
import { formatEnvironmentDate } from './environmentInput';
import { joinPosix } from '../posixPath';
import { createVirtualFs } from '../context/workspace/virtualFs';
import { createWorkspaceIgnore } from '../context/workspace/workspaceIgnore';
import { workspaceFolderStructure } from './workspace';

/** The CLI's default file filtering: both ignore files count (its DEFAULT_FILE_FILTERING_OPTIONS). */
const DEFAULT_FILTERING = { respectGitIgnore: true, respectGeminiIgnore: true } as const;

/**
 * The ignore rule of the folder tree, as the CLI's `getDirectoryContextString` passes its
 * project's file-discovery service to `getFolderStructure` (gemini-cli
 * packages/core/src/utils/environmentContext.ts, utils/getFolderStructure.ts): ignored files
 * are left out and ignored folders shown as `name/...`. The service belongs to the project (the
 * first workspace directory), so its `.gitignore` and `.geminiignore` rule every tree. The
 * current CLI tests a folder as a folder (`shouldIgnoreDirectory`); the 2026-02 revision tested
 * it as a file, so a rule such as `build/` left the folder listed, emptied of its files.
 */
function folderTreeIgnore(
  input: EnvironmentInput,
  dir: string,
): ((relativePath: string, isDirectory: boolean) => boolean) | undefined {
  const files = input.files ?? {};
  const project = input.workspaceDirs[0];
  if (project === undefined) return undefined;
  const matcher = createWorkspaceIgnore(createVirtualFs(files), project);
  const folderAsFolder = input.session !== undefined;
  return (relativePath, isDirectory) =>
    matcher.check(
      joinPosix(dir, relativePath),
      isDirectory && folderAsFolder,
      DEFAULT_FILTERING,
    ) !== null;
}

/** Trees kept by {@link folderStructureFor}: a few configurations' worth. */
const KEPT_TREES = 8;
const builtTrees = new Map<string, string>();

/**
 * What a tree built from files depends on: the directory, the platform, the project and the
 * CLI revision (see `folderTreeIgnore`), every path, and the text of every ignore file.
 */
function treeKey(input: EnvironmentInput, dir: string, files: Record<string, string>): string {
  const ignores: string[] = [];
  for (const path of Object.keys(files)) {
    if (path.endsWith('/.gitignore') || path.endsWith('/.geminiignore'))
      ignores.push(path, files[path] ?? '');
  }
  const head = [dir, input.platform, input.workspaceDirs[0], input.session !== undefined];
  return [...head, Object.keys(files).join('\n'), ...ignores].join('\0');
}

/**
 * The folder-structure text for one workspace directory: precomputed, or built from files.
 * A tree built is kept by what it depends on (`treeKey`): the what-if renders one
 * configuration a dozen times over the same workspace, and a large workspace's tree takes
 * tens of milliseconds to build.
 */
export function folderStructureFor(input: EnvironmentInput, dir: string): string {
  const precomputed = input.trees?.[dir];
  if (precomputed !== undefined) return precomputed;
  const files = input.files ?? {};
  const key = treeKey(input, dir, files);
  const known = builtTrees.get(key);
  if (known !== undefined) return known;
  const separator = input.platform === 'win32' ? '\\' : '/';
  const isIgnored = folderTreeIgnore(input, dir);
  const tree = workspaceFolderStructure(files, dir, {
    separator,
    ...(isIgnored ? { isIgnored } : {}),
  });
  builtTrees.set(key, tree);
  if (builtTrees.size > KEPT_TREES) builtTrees.delete(builtTrees.keys().next().value as string);
  return tree;
}

/** The four lines every version opens the first message with: intro, date, OS, temp dir. */
export function environmentOpeningLines(input: EnvironmentInput): string[] {
  return [
    'This is the Gemini CLI. We are setting up the context for our chat.',
    `Today's date is ${formatEnvironmentDate(input.date, input.locale)} (formatted according to the user's locale).`,
    `My operating system is: ${input.platform}`,
    `The project's temporary directory is: ${input.tempDir}`,
  ];
}
