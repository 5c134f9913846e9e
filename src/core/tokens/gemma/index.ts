export {
  parseGemmaVocabulary,
  serializeGemmaVocabulary,
  type GemmaVocabulary,
  type TokenizerJson,
} from './vocabularyFormat';
export { createGemmaEncoder, type GemmaEncoder } from './encodeGemma';
export { geminiVocabularyFor, type GeminiVocabulary } from './vocabularyForModel';
export { characterJoins, type CharacterJoins } from './characterJoins';
