/**
 * The project's own Vite plugins and build helpers, gathered for vite.config.ts, which loads
 * this module through tsx (`tsImport`) rather than importing it. Vite bundles its config file
 * and checks every module the bundle reaches for what its future native loader would not
 * support; through here that walk would cover the core (extensionless imports throughout) and
 * print hundreds of lines before the server's address. Loaded by tsx, these modules run as
 * `npm run render` runs them, and Vite's check sees only the config file.
 */
import type { ShellFigure } from './staticShell';

export { extraConnectOrigins } from './contentSecurityPolicy';
export { immutableAssets } from './immutableAssets';
export { releaseLicences } from './releaseLicences';
export { staticShell } from './staticShell';
export { gemmaVocabulary } from '../viteGemmaVocabulary';

/** The default figure for the built page's first paint: the core is loaded only when asked. */
export async function defaultShellFigure(): Promise<ShellFigure> {
  return (await import('../defaultPieceCounts')).defaultShellFigure();
}

/** The modules a new user's first render waits for: the default release's text (src/start.tsx). */
export async function defaultStartModules(): Promise<string[]> {
  return (await import('./defaultStartModules')).defaultStartModules();
}
