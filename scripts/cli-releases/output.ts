/** The text of the generated index (src/releases/generated/index.js and index.d.ts). */

export interface GeneratedRelease {
  version: string;
  textId: string;
  /** Whether its tool declarations bundled (into {@link toolsFileName}). */
  tools: boolean;
}

/** A release's prompt code. */
export const bundleFileName = (textId: string): string => `bundle-${textId}.js`;
/** A release's legacy-family snippets. */
export const legacyFileName = (textId: string): string => `bundle-${textId}-legacy.js`;
/** A release's tool declarations. */
export const toolsFileName = (textId: string): string => `bundle-${textId}-tools.js`;

const NOTE =
  '// Written by scripts/cli-releases (npm install / npm run cli-releases:build) from\n' +
  '// src/releases/manifest.json. Not in git; the next install rewrites it.\n';

/**
 * index.js: the releases newest first and, per distinct code, a loader of its prompt code, one
 * of its legacy snippets and one of its tool declarations. Each is a plain `import('./bundle-….js')`, so Vite makes a lazy
 * chunk of each (the modules they share in a chunk of their own) and Node loads the same
 * files. `loadReleasePromptCode` is what a render of the modern family needs;
 * `loadReleaseLegacy` the legacy family's snippets; `loadReleaseTools` the tool declarations
 * (null when they did not bundle); `loadReleaseBundle` loads all three.
 */
export function indexSource(releases: readonly GeneratedRelease[]): string {
  const distinct = [...new Map(releases.map((release) => [release.textId, release])).values()];
  const loaders = distinct
    .map((r) => `  ${JSON.stringify(r.textId)}: () => import('./${bundleFileName(r.textId)}'),`)
    .join('\n');
  const legacyLoaders = distinct
    .map((r) => `  ${JSON.stringify(r.textId)}: () => import('./${legacyFileName(r.textId)}'),`)
    .join('\n');
  const toolLoaders = distinct
    .filter((r) => r.tools)
    .map((r) => `  ${JSON.stringify(r.textId)}: () => import('./${toolsFileName(r.textId)}'),`)
    .join('\n');
  const list = releases
    .map(
      (r) =>
        `  Object.freeze({ version: ${JSON.stringify(r.version)}, textId: ${JSON.stringify(r.textId)} }),`,
    )
    .join('\n');
  return `${NOTE}
const loaders = {
${loaders}
};

const legacyLoaders = {
${legacyLoaders}
};

const toolLoaders = {
${toolLoaders}
};

export const RELEASES = Object.freeze([
${list}
]);

function entry(version) {
  const release = RELEASES.find((candidate) => candidate.version === version);
  if (!release) {
    throw new Error(\`No bundle for CLI release \${version}: the installed releases are \${RELEASES.map((r) => r.version).join(', ')}.\`);
  }
  return release;
}

export function loadReleasePromptCode(version) {
  return Promise.resolve(version).then(entry).then((release) =>
    loaders[release.textId]().then((module) => ({
      version: release.version,
      textId: release.textId,
      modern: module.modern,
      models: module.models ?? null,
      setPlatform: module.setPlatform,
    })),
  );
}

export function loadReleaseLegacy(version) {
  return Promise.resolve(version).then(entry).then((release) => legacyLoaders[release.textId]());
}

export function loadReleaseTools(version) {
  return Promise.resolve(version).then(entry).then((release) => {
    const load = toolLoaders[release.textId];
    return load ? load() : null;
  });
}

export function loadReleaseBundle(version) {
  return Promise.all([
    loadReleasePromptCode(version),
    loadReleaseLegacy(version),
    loadReleaseTools(version),
  ]).then(([code, legacy, tools]) => ({ ...code, legacy, tools }));
}

export function loadPackageNotice() {
  return import('./notice.js').then((module) => module.PACKAGE_NOTICE);
}
`;
}

export const INDEX_TYPES = `${NOTE}
import type {
  PackageNotice,
  ReleaseBundle,
  ReleaseEntry,
  ReleasePromptCode,
  SnippetModule,
  ToolDefinitionsModule,
} from '../types';

export declare const RELEASES: readonly ReleaseEntry[];
export declare function loadReleasePromptCode(version: string): Promise<ReleasePromptCode>;
export declare function loadReleaseLegacy(version: string): Promise<SnippetModule>;
export declare function loadReleaseTools(version: string): Promise<ToolDefinitionsModule | null>;
export declare function loadReleaseBundle(version: string): Promise<ReleaseBundle>;
export declare function loadPackageNotice(): Promise<PackageNotice>;
`;

/** notice.js: the package, its licence and the licence's text, loaded only by the notices view. */
export function noticeSource(
  packageName: string,
  version: string,
  license: string,
  licenseText: string,
): string {
  const notice = { packageName, version, license, licenseText };
  return `${NOTE}\nexport const PACKAGE_NOTICE = Object.freeze(${JSON.stringify(notice, null, 2)});\n`;
}
