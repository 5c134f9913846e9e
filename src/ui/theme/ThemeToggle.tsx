import { setThemeChoice, useTheme, type ThemeChoice } from './theme';

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'dark', dark: 'light', light: 'system' };
const LABEL: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Cycles system → dark → light; the label says what is shown now. */
export function ThemeToggle() {
  const { choice, resolved } = useTheme();
  return (
    <button
      type="button"
      className="btn btn-ghost"
      data-testid="theme-toggle"
      aria-label={`Theme: ${LABEL[choice]} (showing ${resolved}). Switch to ${LABEL[NEXT[choice]]}`}
      title={`Theme: ${LABEL[choice]}. Click for ${LABEL[NEXT[choice]]}.`}
      onClick={() => setThemeChoice(NEXT[choice])}
    >
      <span aria-hidden="true">{resolved === 'dark' ? '☾' : '☀'}</span> {LABEL[choice]}
    </button>
  );
}
