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
export {
  findSecretStrings,
  leaveOutSecretStrings,
  SECRET_KINDS,
  SECRET_LEFT_OUT,
  type SecretKind,
  type SecretMatch,
} from './secretStrings';
export {
  describeSecretFindings,
  findSecretsInState,
  leaveOutSecrets,
  type SecretFinding,
} from './secretsInState';
