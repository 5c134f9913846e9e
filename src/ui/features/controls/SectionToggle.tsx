import { memo, useId } from 'react';
import { sectionEnvVar, sectionTitle, type SectionKey, type SectionStatus } from '../../../core';
import { useSectionBreak } from '../../components/sectionBreaks';
import { useConfig } from '../../store/configStore';
import { sectionToggleOn, withEnvValue, withSectionEnabled } from './envEdits';
import { useEditEnv } from './useGeminiEdits';

interface SectionToggleProps {
  sectionKey: SectionKey;
  status: SectionStatus;
  showRaw: boolean;
}

/** Pill text when the core gives no reason (a guard's reason, e.g. "no skills", wins). */
const STATE_LABEL: Record<SectionStatus['state'], string> = {
  rendered: 'in the prompt',
  disabled: 'switched off',
  guarded: 'hidden',
  empty: 'empty',
  ignored: 'ignored',
};

/**
 * One section's switch: named by the section's title, showing its GEMINI_PROMPT_<KEY> variable
 * and why the section is absent when a guard (not the switch) hides it.
 */
export const SectionToggle = memo(SectionToggleView, sameToggleProps);

/**
 * Statuses are recomputed (new objects) on every deferred render of the prompt input, e.g.
 * each keystroke in the memory: a toggle re-renders only when its own status changes.
 */
function sameToggleProps(a: SectionToggleProps, b: SectionToggleProps): boolean {
  return (
    a.sectionKey === b.sectionKey &&
    a.showRaw === b.showRaw &&
    a.status.state === b.status.state &&
    a.status.reason === b.status.reason
  );
}

function SectionToggleView({ sectionKey, status, showRaw }: SectionToggleProps) {
  const envVar = sectionEnvVar(sectionKey);
  const raw = useConfig((c) => c.gemini.env[envVar]);
  const on = useConfig((c) => sectionToggleOn(c.gemini.env, sectionKey));
  const editEnv = useEditEnv();
  const id = useId();
  const title = sectionTitle(sectionKey);
  const breakPoint = useSectionBreak(sectionKey);
  return (
    <li className={`section-toggle state-${status.state}`} data-testid={`section-${sectionKey}`}>
      <input
        id={id}
        type="checkbox"
        checked={on}
        aria-describedby={`${id}-info`}
        onChange={(e) => editEnv((env) => withSectionEnabled(env, sectionKey, e.target.checked))}
      />
      <div className="section-toggle-text">
        <label htmlFor={id} className="section-toggle-title">
          {title}
        </label>
        <div id={`${id}-info`} className="section-toggle-info">
          <code>{raw === undefined ? envVar : `${envVar}=${raw}`}</code>
          <span className={`status-pill pill-${status.state}`}>
            {status.reason && status.state !== 'disabled'
              ? status.reason
              : STATE_LABEL[status.state]}
          </span>
        </div>
        {breakPoint && (status.state === 'rendered' || status.state === 'disabled') && (
          <p className="section-toggle-break" data-testid={`section-break-${sectionKey}`}>
            Toggling changes the prompt from token {breakPoint.token.toLocaleString('en-US')} on
          </p>
        )}
        {showRaw && (
          <input
            className="field-input mono raw-input"
            aria-label={`Raw value of ${envVar}`}
            placeholder="unset"
            value={raw ?? ''}
            onChange={(e) =>
              editEnv(
                (env) =>
                  withEnvValue(env, envVar, e.target.value === '' ? undefined : e.target.value),
                `gemini.env.${envVar}`,
              )
            }
          />
        )}
      </div>
    </li>
  );
}
