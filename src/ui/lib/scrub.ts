/**
 * The page's handle on {@link scrubSecrets}: every API key sent from this page (and the one in
 * Settings) is remembered for the page's life, so an error echoed later by any call, even
 * after the key was changed, never shows it.
 */
import { scrubSecrets } from '../../core';

const sentKeys = new Set<string>();
let currentKey: () => string | null = () => null;

/** Remembers a key about to be sent (called by the one place that builds Gemini clients). */
export function rememberSentKey(key: string | null | undefined): void {
  if (key) sentKeys.add(key);
}

/** Lets the scrubber also mask the key currently in Settings (set once by the settings store). */
export function scrubAlsoCurrentKey(read: () => string | null): void {
  currentKey = read;
}

/** `text` without any key sent in this page's life or shaped like a Google API key. */
export function scrubForDisplay(text: string): string {
  return scrubSecrets(text, [...sentKeys, currentKey()]);
}
