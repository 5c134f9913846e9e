/** Public API of untrusted-text handling: scrubbing keys, control characters, model ids. */
export { scrubSecrets, containsSecret, SECRET_MASK } from './scrubSecrets';
export {
  codePointLabel,
  describeControlCharacters,
  hasControlCharacters,
  showControlCharacters,
} from './controlCharacters';
export {
  apiModelId,
  checkApiModelId,
  InvalidModelIdError,
  MAX_MODEL_ID_LENGTH,
  type ApiModelIdCheck,
} from './modelId';
