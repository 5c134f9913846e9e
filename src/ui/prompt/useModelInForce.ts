/** The model in force for the stored configuration, as the prompt resolves it. */
import { modelIdInForce } from '../../core';
import { useConfig } from '../store/configStore';
import { usePromptTextArrivals } from './promptTexts';

/**
 * The concrete model id the configured model resolves to for the selected CLI version
 * (`modelInForce`): a release's own `config/models.js` once its code has arrived, so the
 * caller renders again when it does, as the prompt does.
 */
export function useModelIdInForce(): string {
  usePromptTextArrivals();
  return useConfig((c) => modelIdInForce(c.gemini));
}
