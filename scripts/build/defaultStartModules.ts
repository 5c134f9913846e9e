/**
 * The modules a new user's first render waits for, as the app's start decides them
 * (src/start.tsx, `startTexts`): the releases' index and the default release's own text, and
 * our wording when the default prompt needs it. The built page preloads their chunks
 * (scripts/build/staticShell.ts, `startTextHints`).
 */
import { fileURLToPath } from 'node:url';
import { createDefaultPlaygroundState, startPromptTexts } from '../../src/core/index';
import { RELEASES } from '../../src/releases/index';

const source = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

export function defaultStartModules(): string[] {
  const { release: version, legacyWording } = startPromptTexts(createDefaultPlaygroundState());
  const modules: string[] = [];
  if (version !== null) {
    const release = RELEASES.find((candidate) => candidate.version === version);
    if (!release) throw new Error(`defaultStartModules: no bundle for release ${version}`);
    modules.push(
      source('releases/index.ts'),
      source(`releases/generated/bundle-${release.textId}.js`),
    );
  }
  if (legacyWording) modules.push(source('core/prompt/legacyWordingParts.ts'));
  return modules;
}
