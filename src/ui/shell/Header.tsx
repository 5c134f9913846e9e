import type { ReactNode } from 'react';
import { ThemeToggle } from '../theme/ThemeToggle';

/** Product name, one-line purpose, and the global actions. */
export function Header({ actions, nav }: { actions?: ReactNode; nav?: ReactNode }) {
  return (
    <header className="app-header">
      <div className="brand">
        <img src="/favicon.svg" alt="" width={22} height={22} />
        <h1>Promptscope</h1>
      </div>
      {nav}
      <div className="header-actions">
        {actions}
        <ThemeToggle />
      </div>
      <p className="tagline">
        Tune a coding agent&apos;s system prompt section by section and see what every choice costs
        in tokens.
      </p>
    </header>
  );
}
