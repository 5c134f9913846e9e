import { useId, useMemo, useState, type FormEvent } from 'react';
import { allowedConnectSources, blockedBaseUrlAdvice, isConnectAllowed } from './connectPolicy';
import { Modal } from '../../lib/Modal';
import { DEFAULT_GEMINI_BASE_URL, useGeminiSettings } from '../../geminiApi/geminiSettings';

/** Modal form for the Gemini API key, "remember on this device" and the base URL. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = useGeminiSettings();
  const [key, setKey] = useState(settings.apiKey ?? '');
  const [show, setShow] = useState(false);
  const [remember, setRemember] = useState(settings.remember);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const id = useId();
  const urlInvalid = baseUrl.trim() !== '' && !/^https?:\/\/[^\s]+$/i.test(baseUrl.trim());
  const allowed = useMemo(() => allowedConnectSources(), []);
  const urlBlocked =
    !urlInvalid && baseUrl.trim() !== '' && !isConnectAllowed(baseUrl.trim(), allowed);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (urlInvalid) return;
    settings.setGeminiSettings({ apiKey: key, remember: remember && key.trim() !== '', baseUrl });
    onClose();
  };

  return (
    <Modal title="Gemini API settings" onClose={onClose} className="app-dialog-narrow">
      <form onSubmit={save} className="gemini-form">
        <p className="gemini-hint">
          Used for &ldquo;Run with Gemini&rdquo; and exact token counts. The key is sent only to the
          base URL below, in a request header; it is never put in a link, an export or the saved
          configuration.
        </p>
        <label htmlFor={`${id}-key`}>API key</label>
        <div className="gemini-row">
          <input
            id={`${id}-key`}
            type={show ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            placeholder="Paste a key from Google AI Studio"
          />
          <button type="button" className="btn" onClick={() => setShow(!show)} aria-pressed={show}>
            {show ? 'Hide' : 'Show'}
          </button>
        </div>
        <label className="gemini-check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember on this device
        </label>
        <p className="gemini-hint">
          {remember
            ? 'The key is stored in this browser’s local storage until you clear it.'
            : 'The key stays in memory only and is forgotten when this tab closes.'}
        </p>
        <label htmlFor={`${id}-url`}>Base URL</label>
        <input
          id={`${id}-url`}
          type="url"
          value={baseUrl}
          aria-invalid={urlInvalid}
          aria-describedby={`${id}-url-hint`}
          onChange={(e) => setBaseUrl(e.target.value)}
        />
        <p
          id={`${id}-url-hint`}
          className={urlInvalid || urlBlocked ? 'error-text' : 'gemini-hint'}
          role={urlBlocked ? 'alert' : undefined}
          data-testid="base-url-hint"
        >
          {urlInvalid
            ? 'Enter an http(s) address, e.g. a proxy.'
            : urlBlocked
              ? blockedBaseUrlAdvice(baseUrl.trim(), allowed ?? [])
              : `Default: ${DEFAULT_GEMINI_BASE_URL}. Another address (a proxy) must be allowed by this build's security policy.`}
        </p>
        <div className="gemini-actions">
          <button
            type="button"
            className="btn"
            disabled={!settings.apiKey && key === ''}
            onClick={() => {
              settings.clearGeminiKey();
              setKey('');
              setRemember(false);
            }}
          >
            Clear key
          </button>
          <span className="gemini-spacer" />
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={urlInvalid}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
