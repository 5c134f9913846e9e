import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import { ReleaseError, RETRY_BUILD } from './releaseError';

/** Files taken from each release's tarball (paths inside `package/`). */
export const RELEASE_FILES = {
  license: 'LICENSE',
  packageJson: 'package.json',
  snippets: 'dist/src/prompts/snippets.js',
  legacy: 'dist/src/prompts/snippets.legacy.js',
  snippetsTypes: 'dist/src/prompts/snippets.d.ts',
  legacyTypes: 'dist/src/prompts/snippets.legacy.d.ts',
  utils: 'dist/src/prompts/utils.js',
  promptProvider: 'dist/src/prompts/promptProvider.js',
  toolNames: 'dist/src/tools/tool-names.js',
  baseDeclarations: 'dist/src/tools/definitions/base-declarations.js',
  memoryTool: 'dist/src/tools/memoryTool.js',
  models: 'dist/src/config/models.js',
} as const;

const WANTED = new Set<string>(Object.values(RELEASE_FILES));
export const isReleaseFile = (path: string): boolean => WANTED.has(path);

const standIn = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`./standins/${name}`, import.meta.url)), 'utf8');

/** Modules of the release replaced by our stand-ins (see standins/). */
const STAND_INS: Record<string, string> = {
  'dist/src/tools/memoryTool.js': 'memoryTool.js',
  'dist/src/tools/mcp-tool.js': 'mcp-tool.js',
  'dist/src/tools/definitions/coreTools.js': 'coreTools.js',
};
export const PROCESS_SHIM = fileURLToPath(new URL('./standins/process.js', import.meta.url));

/** The header every bundle starts with, in our words; each source file's own @license stays. */
export const BUNDLE_HEADER = `/*! @license
 * The prompt code of the npm package @google/gemini-cli-core (Copyright Google LLC), licensed
 * under the Apache License, Version 2.0 (SPDX-License-Identifier: Apache-2.0); the licence's
 * text is in the package's LICENSE file and in Promptscope's notices. Bundled without changes
 * by Promptscope's install step (scripts/cli-releases); three modules that need Node are
 * replaced by small stand-ins, and \`process\` by a shim holding only the platform.
 */`;

const ENTRY = 'entry.js';

function entrySource(withModels: boolean): string {
  return [
    `export * as modern from './${RELEASE_FILES.snippets}';`,
    `export * as legacy from './${RELEASE_FILES.legacy}';`,
    withModels
      ? `export * as models from './${RELEASE_FILES.models}';`
      : 'export const models = null;',
    `export { setPlatform } from ${JSON.stringify(PROCESS_SHIM)};`,
  ].join('\n');
}

/** Serves the release's files from memory, and the stand-ins in place of the Node-bound ones. */
function releaseFiles(files: Map<string, Uint8Array>, withModels: boolean): Plugin {
  return {
    name: 'cli-release-files',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.path === PROCESS_SHIM) return { path: PROCESS_SHIM, namespace: 'file' };
        if (args.kind === 'entry-point') return { path: ENTRY, namespace: 'release' };
        if (args.namespace !== 'release' || !args.path.startsWith('.')) {
          return {
            errors: [{ text: `the release imports "${args.path}", which has no stand-in` }],
          };
        }
        const path = posix.normalize(posix.join(posix.dirname(args.importer), args.path));
        return { path, namespace: 'release' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'release' }, (args) => {
        if (args.path === ENTRY) return { contents: entrySource(withModels), loader: 'js' };
        const standInName = STAND_INS[args.path];
        if (standInName) return { contents: standIn(standInName), loader: 'js' };
        const bytes = files.get(args.path);
        if (!bytes) return { errors: [{ text: `the tarball has no ${args.path}` }] };
        return { contents: bytes, loader: 'js' };
      });
    },
  };
}

async function bundleWith(files: Map<string, Uint8Array>, withModels: boolean): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'inline',
    inject: [PROCESS_SHIM],
    banner: { js: BUNDLE_HEADER },
    logLevel: 'silent',
    plugins: [releaseFiles(files, withModels)],
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  return output.text;
}

/**
 * Bundles one release's prompt code into a self-contained ES module exporting `modern`, `legacy`,
 * `models` (the release's config/models.js, or null when it does not bundle with the stand-ins)
 * and `setPlatform`.
 */
export async function bundleRelease(
  version: string,
  files: Map<string, Uint8Array>,
): Promise<string> {
  checkContextFilename(version, files);
  try {
    return await bundleWith(files, true);
  } catch {
    // config/models.js is optional: fall back to the snippets alone.
  }
  try {
    return await bundleWith(files, false);
  } catch (error) {
    throw new ReleaseError(
      version,
      `its prompt code does not bundle with the stand-ins (${firstError(error)})`,
      `this release needs new stand-ins in scripts/cli-releases/standins; remove it from src/releases/manifest.json to go on, then ${RETRY_BUILD}`,
    );
  }
}

/** Our memoryTool stand-in names GEMINI.md; a release that changed it would render wrongly. */
function checkContextFilename(version: string, files: Map<string, Uint8Array>): void {
  const source = files.get(RELEASE_FILES.memoryTool);
  if (!source) return;
  const match = /DEFAULT_CONTEXT_FILENAME\s*=\s*['"]([^'"]+)['"]/.exec(
    Buffer.from(source).toString('utf8'),
  );
  if (match && match[1] !== 'GEMINI.md') {
    throw new ReleaseError(
      version,
      `its DEFAULT_CONTEXT_FILENAME is "${match[1]}", not the stand-in's GEMINI.md`,
      `update scripts/cli-releases/standins/memoryTool.js, then ${RETRY_BUILD}`,
    );
  }
}

function firstError(error: unknown): string {
  const errors = (error as { errors?: { text: string }[] }).errors;
  return errors?.[0]?.text ?? (error instanceof Error ? error.message : String(error));
}
