/** Public API of the system-prompt pipeline. */
export * from './sectionKeys';
export type * from './types';
export type * from './options';
export { getCompressionPrompt, STATE_SNAPSHOT_ELEMENTS } from './compressionPrompt';
