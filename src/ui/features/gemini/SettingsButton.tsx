/** Opens the Gemini API settings (key, base URL). */
export function SettingsButton() {
  return null;
}
