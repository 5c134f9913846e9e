import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import { PLAN_MODE_MODULE, planModeDescriptionSource, REGISTRY_FILE } from './planModeDescription';
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
  coreTools: 'dist/src/tools/definitions/coreTools.js',
  resolver: 'dist/src/tools/definitions/resolver.js',
  constants: 'dist/src/utils/constants.js',
  registry: REGISTRY_FILE,
} as const;

/** The tool declarations' folder: coreTools.js, resolver.js, the model-family sets, helpers. */
const DEFINITIONS_DIR = 'dist/src/tools/definitions/';

const WANTED = new Set<string>(Object.values(RELEASE_FILES));
export const isReleaseFile = (path: string): boolean =>
  WANTED.has(path) ||
  (path.startsWith(DEFINITIONS_DIR) && path.endsWith('.js') && !path.includes('.test.'));

const standIn = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`./standins/${name}`, import.meta.url)), 'utf8');

/** Modules of the release replaced by our stand-ins (see standins/). */
const STAND_INS: Record<string, string> = {
  'dist/src/tools/memoryTool.js': 'memoryTool.js',
  'dist/src/tools/mcp-tool.js': 'mcp-tool.js',
  'dist/src/tools/definitions/coreTools.js': 'coreTools.js',
};
/** Packages the release's tool declarations import, served by stand-ins (see standins/). */
const PACKAGE_STAND_INS: Record<string, string> = {
  'node:os': 'os.js',
  zod: 'zod.js',
  'zod-to-json-schema': 'zod-to-json-schema.js',
  '@google/genai': 'genai.js',
};
export const PROCESS_SHIM = fileURLToPath(new URL('./standins/process.js', import.meta.url));

/** The header every bundle starts with, in our words; each source file's own @license stays. */
export const BUNDLE_HEADER = `/*! @license
 * The prompt code of the npm package @google/gemini-cli-core (Copyright Google LLC), licensed
 * under the Apache License, Version 2.0 (SPDX-License-Identifier: Apache-2.0); the licence's
 * text is in the package's LICENSE file and in Promptscope's notices. Bundled without changes
 * by Promptscope's install step (scripts/cli-releases), with the tool declarations
 * (tools/definitions) and, taken alone as a function, the plan-mode description template of
 * tools/tool-registry.js; three modules that need Node are replaced by small stand-ins, as are the
 * packages the declarations use (node:os, zod, zod-to-json-schema, @google/genai), and
 * \`process\` by a shim holding only the platform.
 */`;

const ENTRY = 'entry.js';
const LEGACY_ENTRY = 'legacy-entry.js';
const TOOLS_ENTRY = 'tools-entry.js';
/**
 * The release's own coreTools.js, under a path of its own: the prompt snippets keep the
 * stand-in (names only), the `tools` namespace gets the real declarations.
 */
const REAL_CORE_TOOLS = RELEASE_FILES.coreTools.replace(/\.js$/, '.release.js');

/** What a bundle holds beyond the snippets. */
interface BundleParts {
  models: boolean;
  tools: boolean;
}

/**
 * The prompt code's module: what a render of the modern family needs (the legacy family's
 * snippets and the tool declarations are modules of their own).
 */
function entrySource(parts: BundleParts): string {
  return [
    `export * as modern from './${RELEASE_FILES.snippets}';`,
    parts.models
      ? `export * as models from './${RELEASE_FILES.models}';`
      : 'export const models = null;',
    `export { setPlatform } from ${JSON.stringify(PROCESS_SHIM)};`,
  ].join('\n');
}

function toolsEntrySource(withPlanMode: boolean): string {
  return [
    `export * from './${REAL_CORE_TOOLS}';`,
    `export { resolveToolDeclaration } from './${RELEASE_FILES.resolver}';`,
    withPlanMode
      ? `export { planModeToolDescription } from './${PLAN_MODE_MODULE}';`
      : 'export const planModeToolDescription = null;',
  ].join('\n');
}

/** Serves the release's files from memory, and the stand-ins in place of the Node-bound ones. */
function releaseFiles(files: Map<string, Uint8Array>, parts: BundleParts): Plugin {
  return {
    name: 'cli-release-files',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.path === PROCESS_SHIM) return { path: PROCESS_SHIM, namespace: 'file' };
        if (args.kind === 'entry-point') return { path: args.path, namespace: 'release' };
        const packageStandIn = PACKAGE_STAND_INS[args.path];
        if (parts.tools && packageStandIn && args.importer.startsWith(DEFINITIONS_DIR)) {
          return { path: packageStandIn, namespace: 'stand-in' };
        }
        if (args.namespace !== 'release' || !args.path.startsWith('.')) {
          return {
            errors: [{ text: `the release imports "${args.path}", which has no stand-in` }],
          };
        }
        const path = posix.normalize(posix.join(posix.dirname(args.importer), args.path));
        return { path, namespace: 'release' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'release' }, (args) => {
        if (args.path === ENTRY) return { contents: entrySource(parts), loader: 'js' };
        if (args.path === LEGACY_ENTRY) {
          return { contents: `export * from './${RELEASE_FILES.legacy}';`, loader: 'js' };
        }
        const planMode = planModeDescriptionSource(files.get(REGISTRY_FILE));
        if (args.path === TOOLS_ENTRY) {
          return { contents: toolsEntrySource(planMode !== null), loader: 'js' };
        }
        if (args.path === PLAN_MODE_MODULE && planMode) return { contents: planMode, loader: 'js' };
        const standInName = STAND_INS[args.path];
        if (standInName) return { contents: standIn(standInName), loader: 'js' };
        const path = args.path === REAL_CORE_TOOLS ? RELEASE_FILES.coreTools : args.path;
        const bytes = files.get(path);
        if (!bytes) return { errors: [{ text: `the tarball has no ${args.path}` }] };
        return { contents: bytes, loader: 'js' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
        contents: standIn(args.path),
        loader: 'js',
      }));
    },
  };
}

/**
 * One release's code as the app loads it, in modules a render waits for only when it needs
 * them: the prompt code of the modern family (`text`), the legacy family's snippets (`legacy`),
 * the tool declarations (`tools`; null when they do not bundle) and the modules more than one
 * of them import (`shared`, by file name: the process shim, the tool names, config/models.js),
 * one instance each so that `setPlatform` reaches all.
 */
export interface BundledRelease {
  text: string;
  legacy: string;
  tools: string | null;
  shared: ReadonlyMap<string, string>;
}

/** esbuild names a module both entries import after its content: `bundle-shared-<hash>.js`. */
export const SHARED_CHUNK_NAMES = 'bundle-shared-[hash]';
const OUT_DIR = '/release';

async function bundleWith(
  files: Map<string, Uint8Array>,
  parts: BundleParts,
): Promise<BundledRelease> {
  const result = await build({
    entryPoints: [
      { in: ENTRY, out: 'text' },
      { in: LEGACY_ENTRY, out: 'legacy' },
      ...(parts.tools ? [{ in: TOOLS_ENTRY, out: 'tools' }] : []),
    ],
    bundle: true,
    splitting: true,
    outdir: OUT_DIR,
    chunkNames: SHARED_CHUNK_NAMES,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    legalComments: 'inline',
    inject: [PROCESS_SHIM],
    banner: { js: BUNDLE_HEADER },
    logLevel: 'silent',
    plugins: [releaseFiles(files, parts)],
  });
  const outputs = new Map(
    result.outputFiles.map((file) => [posix.relative(OUT_DIR, file.path), file.text]),
  );
  const text = outputs.get('text.js');
  const legacy = outputs.get('legacy.js');
  if (text === undefined || legacy === undefined)
    throw new Error('esbuild produced no prompt code');
  const tools = outputs.get('tools.js') ?? null;
  if (parts.tools && tools === null) throw new Error('esbuild produced no tool declarations');
  for (const name of ['text.js', 'legacy.js', 'tools.js']) outputs.delete(name);
  return { text, legacy, tools, shared: outputs };
}

/**
 * Bundles one release's code into ES modules with no imports but each other: the prompt code
 * (`text`: `modern`, `models`, the release's config/models.js or null when it does
 * not bundle with the stand-ins, and `setPlatform`), the legacy snippets (`legacy`: the
 * namespace of snippets.legacy.js), the tool declarations (`tools`: its
 * tools/definitions/coreTools.js exports, `resolveToolDeclaration` and `planModeToolDescription`
 * (see planModeDescription.ts), or null when they do not bundle: they need config/models.js)
 * and the modules both share.
 */
export async function bundleRelease(
  version: string,
  files: Map<string, Uint8Array>,
): Promise<BundledRelease> {
  checkContextFilename(version, files);
  // The tool declarations and config/models.js are optional: fall back to less.
  for (const parts of [
    { models: true, tools: true },
    { models: true, tools: false },
  ]) {
    try {
      return await bundleWith(files, parts);
    } catch {
      // try the next, smaller bundle
    }
  }
  try {
    return await bundleWith(files, { models: false, tools: false });
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
