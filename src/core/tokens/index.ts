export { estimateTokenCount, estimateTextTokens } from './estimateTokenCount';
