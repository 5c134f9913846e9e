/** The text of the generated index (src/releases/generated/index.js and index.d.ts). */

export interface GeneratedRelease {
  version: string;
  textId: string;
}

export const bundleFileName = (textId: string): string => `bundle-${textId}.js`;

const NOTE =
  '// Written by scripts/cli-releases (npm install / npm run cli-releases:build) from\n' +
  '// src/releases/manifest.json. Not in git; the next install rewrites it.\n';

/**
 * index.js: the releases newest first and a loader per distinct bundle. Each loader is a plain
 * `import('./bundle-<textId>.js')`, so Vite makes one lazy chunk per bundle and Node loads the
 * same files.
 */
export function indexSource(releases: readonly GeneratedRelease[]): string {
  const textIds = [...new Set(releases.map((release) => release.textId))];
  const loaders = textIds
    .map((id) => `  ${JSON.stringify(id)}: () => import('./${bundleFileName(id)}'),`)
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

export const RELEASES = Object.freeze([
${list}
]);

export function loadReleaseBundle(version) {
  const release = RELEASES.find((candidate) => candidate.version === version);
  if (!release) {
    return Promise.reject(
      new Error(\`No bundle for CLI release \${version}: the installed releases are \${RELEASES.map((r) => r.version).join(', ')}.\`),
    );
  }
  return loaders[release.textId]().then((module) => ({
    version: release.version,
    textId: release.textId,
    modern: module.modern,
    legacy: module.legacy,
    models: module.models ?? null,
    tools: module.tools ?? null,
    setPlatform: module.setPlatform,
  }));
}

export function loadPackageNotice() {
  return import('./notice.js').then((module) => module.PACKAGE_NOTICE);
}
`;
}

export const INDEX_TYPES = `${NOTE}
import type { PackageNotice, ReleaseBundle, ReleaseEntry } from '../types';

export declare const RELEASES: readonly ReleaseEntry[];
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
