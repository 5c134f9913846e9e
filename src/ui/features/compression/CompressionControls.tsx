import { useId } from 'react';
import { KNOWN_MODELS } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';

interface Props {
  failedAttempt: boolean;
  onFailedAttempt: (value: boolean) => void;
  /** The session id the current CLI's masking step saves under (empty: none). */
  sessionId: string;
  onSessionId: (value: string) => void;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Threshold, preserve fraction, force, model, the last-prompt override, the failed flag and
 * (current CLI) the session id.
 */
export function CompressionControls({
  failedAttempt,
  onFailedAttempt,
  sessionId,
  onSessionId,
}: Props) {
  const compression = useConfig((c) => c.compression);
  const currentCli = useConfig((c) => c.gemini.cliVersion !== '2026-02');
  const patch = useConfigStore((s) => s.patch);
  const id = useId();
  const set = (fields: Partial<typeof compression>, key?: string) =>
    patch('compression', fields, key ? { coalesceKey: `compression-${key}` } : undefined);
  const override = compression.lastPromptTokenCount;

  return (
    <fieldset className="cmp-fieldset">
      <legend>Compression settings</legend>
      <label htmlFor={`${id}-model`}>Model</label>
      <select
        id={`${id}-model`}
        value={compression.model}
        onChange={(e) => set({ model: e.target.value })}
      >
        {KNOWN_MODELS.map((m) => (
          <option key={m.id} value={m.id}>
            {m.id}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-threshold`}>
        Threshold: {Math.round(compression.threshold * 100)}% of the token limit
      </label>
      <input
        id={`${id}-threshold`}
        type="range"
        min={0.05}
        max={1}
        step={0.05}
        value={compression.threshold}
        onChange={(e) => set({ threshold: clamp(Number(e.target.value), 0.05, 1) }, 'threshold')}
      />
      <label htmlFor={`${id}-preserve`}>
        Keep verbatim: newest {Math.round(compression.preserveFraction * 100)}% (split at{' '}
        {Math.round((1 - compression.preserveFraction) * 100)}%)
      </label>
      <input
        id={`${id}-preserve`}
        type="range"
        min={0.05}
        max={0.95}
        step={0.05}
        value={compression.preserveFraction}
        onChange={(e) =>
          set({ preserveFraction: clamp(Number(e.target.value), 0.05, 0.95) }, 'preserve')
        }
      />
      <label className="cmp-check">
        <input
          type="checkbox"
          checked={compression.force}
          onChange={(e) => set({ force: e.target.checked })}
        />
        <span>
          Force, as <code>/compress</code> does (ignore the threshold)
        </span>
      </label>
      <label className="cmp-check">
        <input
          type="checkbox"
          checked={override !== null}
          onChange={(e) => set({ lastPromptTokenCount: e.target.checked ? 600_000 : null })}
        />
        Override the last prompt&apos;s token count
      </label>
      {override !== null ? (
        <input
          type="number"
          aria-label="Last prompt token count"
          min={0}
          step={1000}
          value={override}
          onChange={(e) =>
            set(
              { lastPromptTokenCount: Math.max(0, Math.round(Number(e.target.value) || 0)) },
              'last',
            )
          }
        />
      ) : (
        <p className="cmp-hint">Estimated with the CLI&apos;s heuristic over the whole history.</p>
      )}
      <label className="cmp-check">
        <input
          type="checkbox"
          checked={failedAttempt}
          onChange={(e) => onFailedAttempt(e.target.checked)}
        />
        An earlier compression this session inflated the count
      </label>
      {currentCli && (
        <>
          <label htmlFor={`${id}-session`}>
            Session id (masked outputs go to session-&lt;id&gt;/)
          </label>
          <input
            id={`${id}-session`}
            type="text"
            spellCheck={false}
            placeholder="none"
            value={sessionId}
            onChange={(e) => onSessionId(e.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
