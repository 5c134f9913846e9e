/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The Gemma 3 vocabulary asset (scripts/viteGemmaVocabulary.ts). */
declare module 'virtual:gemma-vocabulary' {
  /** Same-origin URL of the gzip-compressed binary vocabulary. */
  export const vocabularyUrl: string;
  /** Its size in bytes (what is transferred). */
  export const vocabularyBytes: number;
}

/** Counts of the default configuration's pieces and texts, computed at build time. */
declare module 'virtual:gemma-default-counts' {
  /** Piece key (`pieceKey`) → Gemma 3 token count. */
  export const shippedGemmaCounts: Readonly<Record<string, number>>;
  /** Piece key (`pieceKey`) → o200k_base token count. */
  export const shippedO200kCounts: Readonly<Record<string, number>>;
}

/**
 * The line tokenizer of Monaco's JSON support (monaco-editor ships it without types); used by
 * `ui/features/compression/jsonLanguage.ts` for colouring without the JSON language service.
 */
declare module 'monaco-editor/languages/features/json/tokenization' {
  import type { languages } from 'monaco-editor/editor';
  /** Tokens with the `*.json` scopes Monaco's themes colour; `supportComments` for JSONC. */
  export function createTokenizationSupport(supportComments: boolean): languages.TokensProvider;
}
