/** The names of the token vocabularies the meter can count with, for every label on screen. */

const NAMES: Record<string, string> = {
  gemma3: 'Gemini (Gemma 3 vocabulary)',
  o200k_base: 'o200k_base (OpenAI vocabulary)',
  cl100k_base: 'cl100k_base (OpenAI vocabulary)',
};

/**
 * How a vocabulary (the meter's encoding) is named on screen. Unknown ids (a vocabulary added
 * later) are shown by their own id, so a new encoding is labelled without touching this file.
 */
export function vocabularyName(encoding: string): string {
  return NAMES[encoding] ?? encoding;
}

/** The short form for tight places: the id alone ("o200k_base"). */
export function vocabularyShortName(encoding: string): string {
  return encoding;
}
