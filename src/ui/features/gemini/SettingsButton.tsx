import { lazy, Suspense, useRef, useState } from 'react';
import { useGeminiSettings } from '../../geminiApi/geminiSettings';
import './gemini.css';

/** Loaded on the first click: the first render does not need it. */
const SettingsDialog = lazy(() =>
  import('./SettingsDialog').then((m) => ({ default: m.SettingsDialog })),
);

/** Header button that opens the Gemini API settings (key, base URL). */
export function SettingsButton() {
  const hasKey = useGeminiSettings((s) => Boolean(s.apiKey));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn"
        data-testid="settings-button"
        aria-haspopup="dialog"
        title={hasKey ? 'Gemini API key set' : 'No Gemini API key yet'}
        onClick={() => setOpen(true)}
      >
        Settings
        <span className={`gemini-key-dot ${hasKey ? 'is-set' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SettingsDialog
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
