import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A module the install step wrote: one CLI release's prompt code (src/releases/generated/). */
const RELEASE_BUNDLE = /[\\/]src[\\/]releases[\\/]generated[\\/]bundle-[\w-]+\.js$/;

const LEGAL_COMMENT = /\/\*[!*]?[\s*]*@license[\s\S]*?\*\//g;

/**
 * The legal comments of a release bundle, each distinct one once: our header (first in the
 * file) and the package's own `@license` headers.
 */
export function legalHeader(source: string): string {
  return [...new Set(source.match(LEGAL_COMMENT) ?? [])].join('\n');
}

/**
 * The minifier drops every comment, so the built chunk of each CLI release would lose the
 * package's licence headers: this puts them back at the top of those chunks, and only those
 * (the app's other chunks keep their size).
 */
export function releaseLicences(): Plugin {
  return {
    name: 'promptscope-release-licences',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const sources = chunk.moduleIds.filter((id) => RELEASE_BUNDLE.test(id));
        const header = [...new Set(sources.map((id) => legalHeader(readFileSync(id, 'utf8'))))]
          .filter(Boolean)
          .join('\n');
        if (header) chunk.code = `${header}\n${chunk.code}`;
      }
    },
  };
}
