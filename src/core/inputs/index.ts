/** Public API of the pipeline inputs: the playground state turned into prompt, environment and memory inputs. */
export { toPromptInput } from './toPromptInput';
export { environmentMessageText, toEnvironmentInput } from './toEnvironmentInput';
export {
  discoverPlaygroundMemory,
  playgroundMemoryOf,
  resolvePlaygroundMemory,
} from './playgroundMemory';
export {
  resolveCurrentMemory,
  type CurrentMemoryPlacement,
  type TierOneMemory,
} from './currentMemory';
export {
  startNeedsReleaseLegacy,
  startPromptTexts,
  type StartPromptTexts,
} from './startPromptTexts';
