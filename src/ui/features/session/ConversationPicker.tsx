import { useId, useState } from 'react';
import {
  MAX_SESSION_TURNS,
  MAX_STATE_TEXT_LENGTH,
  MAX_TOOL_OUTPUT_CHARS,
  type PlaygroundSessionSource,
} from '../../../core';
import type { HistorySample } from '../../history/historySamples';
import { useConfig, useConfigStore } from '../../store/configStore';
import { NumberInput } from './NumberInput';

interface Props {
  samples: HistorySample[];
}

const SOURCES: { value: PlaygroundSessionSource; label: string }[] = [
  { value: 'sample', label: 'A sample session' },
  { value: 'generated', label: 'A generated session' },
  { value: 'imported', label: 'An imported history or CLI chat log' },
];

/**
 * Picks the conversation the session replays: a shipped sample, a generated agent session of
 * chosen length and tool-output size, or an imported history (the compression view's, so an
 * import in either view serves both).
 */
export function ConversationPicker({ samples }: Props) {
  const session = useConfig((c) => c.session);
  const imported = useConfig((c) => c.compression.customHistory);
  const patch = useConfigStore((s) => s.patch);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const id = useId();
  const setGenerated = (fields: Partial<typeof session.generated>) =>
    patch(
      'session',
      { generated: { ...session.generated, ...fields } },
      { coalesceKey: 'session-generated' },
    );

  const readFile = async (file: File) => {
    const tooLong = (size: number) =>
      `${file.name} holds ${size.toLocaleString('en-US')} characters; at most ${MAX_STATE_TEXT_LENGTH.toLocaleString('en-US')} can be kept. Nothing was changed.`;
    // UTF-8 takes at most 3 bytes per UTF-16 unit: a larger file cannot fit.
    if (file.size > MAX_STATE_TEXT_LENGTH * 3) return setFileProblem(tooLong(file.size));
    try {
      const text = await file.text();
      if (text.length > MAX_STATE_TEXT_LENGTH) return setFileProblem(tooLong(text.length));
      setFileProblem(null);
      patch('compression', { customHistory: text });
      patch('session', { source: 'imported' });
    } catch {
      setFileProblem(`${file.name} could not be read. Nothing was changed.`);
    }
  };

  return (
    <fieldset className="ses-fieldset">
      <legend>Conversation</legend>
      <div role="radiogroup" aria-label="Where the conversation comes from">
        {SOURCES.map((s) => (
          <label key={s.value} className="ses-radio">
            <input
              type="radio"
              name={`${id}-source`}
              value={s.value}
              checked={session.source === s.value}
              onChange={() => patch('session', { source: s.value })}
            />
            {s.label}
          </label>
        ))}
      </div>
      {session.source === 'sample' && (
        <div className="field">
          <label htmlFor={`${id}-sample`} className="field-label">
            Sample
          </label>
          <select
            id={`${id}-sample`}
            className="field-input"
            value={
              samples.some((s) => s.id === session.sampleId)
                ? session.sampleId
                : (samples[0]?.id ?? '')
            }
            onChange={(e) => patch('session', { sampleId: e.target.value })}
          >
            {samples.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {session.source === 'generated' && (
        <div className="ses-generator">
          <NumberInput
            label="Turns"
            value={session.generated.turns}
            min={1}
            max={MAX_SESSION_TURNS}
            onChange={(turns) => setGenerated({ turns })}
            testId="session-turns"
          />
          <NumberInput
            label="Tool output (characters each)"
            value={session.generated.toolOutputChars}
            min={0}
            max={MAX_TOOL_OUTPUT_CHARS}
            onChange={(toolOutputChars) => setGenerated({ toolOutputChars })}
          />
          <NumberInput
            label="Seed"
            value={session.generated.seed}
            min={0}
            max={2 ** 32 - 1}
            onChange={(seed) => setGenerated({ seed })}
          />
        </div>
      )}
      {session.source === 'imported' && (
        <div className="field">
          <p className="ses-hint">
            {imported === null
              ? 'Nothing is imported yet.'
              : `The imported history: ${imported.length.toLocaleString('en-US')} characters (shared with the Compression view).`}
          </p>
          <label htmlFor={`${id}-file`} className="field-label">
            Import a history file or CLI chat log (JSON)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readFile(file);
              e.target.value = '';
            }}
          />
          {fileProblem && (
            <p className="notice notice-error" role="alert">
              {fileProblem}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
