/**
 * The Gemini settings without the typed memory, as one object that stays the same while only
 * the memory changes (each keystroke in the memory editor), found without copying the settings.
 */
import { sameButTypedMemory, withoutTypedMemory, type PlaygroundState } from '../../../core';

type Gemini = PlaygroundState['gemini'];

/**
 * A config-store selector giving `withoutTypedMemory(gemini)`: the previous result while the
 * settings are the same but for the memory (one selector per component: it remembers).
 */
export function memorylessSettingsSelector(): (store: {
  config: PlaygroundState;
}) => Omit<Gemini, 'userMemory'> {
  let last: { gemini: Gemini; settings: Omit<Gemini, 'userMemory'> } | null = null;
  return ({ config }) => {
    const { gemini } = config;
    if (last && sameButTypedMemory(last.gemini, gemini)) {
      // The newest settings are kept, not the first: an old memory text is let go.
      if (last.gemini !== gemini) last = { gemini, settings: last.settings };
      return last.settings;
    }
    last = { gemini, settings: withoutTypedMemory(gemini) };
    return last.settings;
  };
}
