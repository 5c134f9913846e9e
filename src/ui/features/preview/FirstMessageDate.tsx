import { useId } from 'react';
import { formatEnvironmentDate } from '../../../core';
import { useConfig, useConfigStore } from '../../store/configStore';

/**
 * The session date the first message states, with a control to change it. The CLI uses the
 * day it starts; Promptscope pins a date so a shared link shows the same message.
 */
export function FirstMessageDate() {
  const date = useConfig((c) => c.environment.date);
  const locale = useConfig((c) => c.environment.locale);
  const patch = useConfigStore((s) => s.patch);
  const id = useId();
  return (
    <div className="first-message-date">
      <label htmlFor={id}>Session date</label>
      <input
        id={id}
        type="date"
        className="field-input"
        value={date}
        required
        aria-describedby={`${id}-shown`}
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) {
            patch('environment', { date: event.target.value }, { coalesceKey: 'environment.date' });
          }
        }}
      />
      <span id={`${id}-shown`} className="muted">
        shown as “{formatEnvironmentDate(date, locale)}”; the CLI uses the day it starts.
      </span>
    </div>
  );
}
