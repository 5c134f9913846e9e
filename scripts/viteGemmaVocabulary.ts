/**
 * Vite plugin: serves the Gemma 3 vocabulary (see gemmaVocabularyAsset.ts) as a content-hashed
 * asset of our own origin, `assets/gemma3-vocabulary-<hash>.bin` (gzip data, inflated by the
 * worker), with its licence notice beside it (`….bin.LICENSE.txt`). The module
 * `virtual:gemma-vocabulary` tells the worker its URL and size; nothing imports the data itself,
 * so it stays out of every chunk and is fetched only when the Gemini vocabulary is needed.
 * `virtual:gemma-default-counts` holds the default configuration's piece counts in the Gemini
 * vocabulary and in o200k_base (the meter's second figure), generated on each build
 * (defaultPieceCounts.ts, imported when the counts are first asked for: starting a server
 * does not wait for the core and the encoders).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { gemmaVocabularyGzip, gemmaVocabularyNotice } from './gemmaVocabularyAsset';

const VIRTUAL = 'virtual:gemma-vocabulary';
const RESOLVED = `\0${VIRTUAL}`;
const COUNTS = 'virtual:gemma-default-counts';
const RESOLVED_COUNTS = `\0${COUNTS}`;

interface Asset {
  fileName: string;
  bytes: Uint8Array;
}

let asset: Asset | null = null;

function getAsset(): Asset {
  if (!asset) {
    const bytes = gemmaVocabularyGzip();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    asset = { fileName: `assets/gemma3-vocabulary-${hash}.bin`, bytes };
  }
  return asset;
}

/** `emit`: write the files into the bundle (the app build; the worker build only refers to them). */
export function gemmaVocabulary({ emit }: { emit: boolean }): Plugin {
  let base = '/';
  return {
    name: 'promptscope-gemma-vocabulary',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      return id === COUNTS ? RESOLVED_COUNTS : null;
    },
    async load(id) {
      if (id === RESOLVED_COUNTS) {
        const [{ createTextCounter }, { defaultPieceCounts }] = await Promise.all([
          import('../src/cli/tokenCounting'),
          import('./defaultPieceCounts'),
        ]);
        const o200k = createTextCounter('o200k');
        return [
          `export const shippedGemmaCounts = ${JSON.stringify(await defaultPieceCounts())};`,
          `export const shippedO200kCounts = ${JSON.stringify(await defaultPieceCounts(o200k))};`,
        ].join('\n');
      }
      if (id !== RESOLVED) return null;
      const { fileName, bytes } = getAsset();
      return [
        `export const vocabularyUrl = ${JSON.stringify(base + fileName)};`,
        `export const vocabularyBytes = ${bytes.byteLength};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { fileName, bytes } = getAsset();
        if (req.url !== base + fileName) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.setHeader('Content-Length', String(bytes.byteLength));
        res.end(Buffer.from(bytes));
      });
    },
    generateBundle() {
      if (!emit) return;
      const { fileName, bytes } = getAsset();
      this.emitFile({ type: 'asset', fileName, source: bytes });
      this.emitFile({
        type: 'asset',
        fileName: `${fileName}.LICENSE.txt`,
        source: gemmaVocabularyNotice(),
      });
    },
  };
}
