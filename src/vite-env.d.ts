/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The Gemma 3 vocabulary asset (scripts/viteGemmaVocabulary.ts). */
declare module 'virtual:gemma-vocabulary' {
  /** Same-origin URL of the gzip-compressed binary vocabulary. */
  export const vocabularyUrl: string;
  /** Its size in bytes (what is transferred). */
  export const vocabularyBytes: number;
}

/** Gemma 3 counts of the default configuration's pieces, computed at build time. */
declare module 'virtual:gemma-default-counts' {
  /** Piece key (`pieceKey`) → token count. */
  export const shippedGemmaCounts: Readonly<Record<string, number>>;
}
