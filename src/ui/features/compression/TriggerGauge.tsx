import type { TriggerDecision } from '../../../core';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Last-prompt tokens against the trigger (threshold × token limit) and the limit itself. */
export function TriggerGauge({ trigger }: { trigger: TriggerDecision }) {
  const fill = Math.min(100, (trigger.lastPromptTokenCount / trigger.tokenLimit) * 100);
  const at = Math.min(100, trigger.threshold * 100);
  const tone = trigger.triggered ? 'is-triggered' : 'is-below';
  return (
    <div className="cmp-gauge" data-testid="trigger-gauge">
      <div className="cmp-gauge-head">
        <strong>Last prompt</strong>
        <span>
          {fmt(trigger.lastPromptTokenCount)} / trigger {fmt(trigger.triggerAt)} (limit{' '}
          {fmt(trigger.tokenLimit)})
        </span>
      </div>
      <div
        className={`cmp-gauge-track ${tone}`}
        role="meter"
        aria-label="Last prompt tokens against the token limit"
        aria-valuemin={0}
        aria-valuemax={trigger.tokenLimit}
        aria-valuenow={trigger.lastPromptTokenCount}
        aria-valuetext={`${fmt(trigger.lastPromptTokenCount)} tokens; compression triggers at ${fmt(trigger.triggerAt)}`}
      >
        <span className="cmp-gauge-fill" style={{ width: `${fill}%` }} />
        <span className="cmp-gauge-mark" style={{ left: `${at}%` }} title="Trigger" />
      </div>
      <p className={`cmp-trigger-message ${tone}`} data-testid="trigger-message">
        {trigger.message}
      </p>
    </div>
  );
}
