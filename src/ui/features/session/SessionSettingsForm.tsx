import type { PlaygroundOutputEstimate } from '../../../core';
import { CheckField } from '../../components/fields/CheckField';
import { SelectField } from '../../components/fields/SelectField';
import { useConfig, useConfigStore } from '../../store/configStore';
import { NumberInput } from './NumberInput';

const ESTIMATES: { value: PlaygroundOutputEstimate; label: string }[] = [
  { value: 'history', label: 'The answers in the conversation, counted' },
  { value: 'fixed', label: 'The same number for every request' },
];

/** The session's settings: how output tokens are estimated and the warm-cache switch. */
export function SessionSettingsForm({ model }: { model: string }) {
  const session = useConfig((c) => c.session);
  const threshold = useConfig((c) => c.compression.threshold);
  const patch = useConfigStore((s) => s.patch);
  return (
    <fieldset className="ses-fieldset">
      <legend>Settings</legend>
      <p className="ses-hint">
        Model: <strong>{model}</strong> (the configuration&apos;s model in force). Compression at{' '}
        {Math.round(threshold * 100)} % of its token limit (set in the Compression view).
      </p>
      <SelectField
        label="Output tokens"
        value={session.outputEstimate}
        options={ESTIMATES}
        onChange={(outputEstimate) => patch('session', { outputEstimate })}
        hint="An imported CLI chat log's recorded usage is used wherever it has one."
      />
      {session.outputEstimate === 'history' ? (
        <NumberInput
          label="Thinking tokens per request"
          value={session.thinkingTokensPerRequest}
          min={0}
          max={1_000_000}
          onChange={(thinkingTokensPerRequest) =>
            patch('session', { thinkingTokensPerRequest }, { coalesceKey: 'session-thinking' })
          }
        />
      ) : (
        <NumberInput
          label="Output tokens per request"
          value={session.fixedOutputTokens}
          min={0}
          max={1_000_000}
          onChange={(fixedOutputTokens) =>
            patch('session', { fixedOutputTokens }, { coalesceKey: 'session-output' })
          }
        />
      )}
      <CheckField
        label="Warm cache from earlier sessions"
        checked={session.warmCache}
        onChange={(warmCache) => patch('session', { warmCache })}
        hint="The first request may reuse the opening prefix another session left in the cache."
      />
    </fieldset>
  );
}
