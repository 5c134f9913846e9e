/** Public API of secret handling: scrubbing keys out of any text. */
export { scrubSecrets, containsSecret, SECRET_MASK } from './scrubSecrets';
