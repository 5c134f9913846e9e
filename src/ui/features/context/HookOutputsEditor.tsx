import type { PlaygroundHookOutput } from '../../../core';
import { useConfig } from '../../store/configStore';
import { useContextPatch } from './useContextPatch';

type HookListKey = 'beforeAgentHooks' | 'afterToolHooks';

const EXAMPLES: Record<HookListKey, PlaygroundHookOutput> = {
  beforeAgentHooks: {
    hookName: 'ticket-context',
    additionalContext: 'Open ticket: ACME-142, percent discounts over 100% must be rejected.',
    enabled: true,
  },
  afterToolHooks: {
    hookName: 'lint-report',
    additionalContext: 'Lint: 0 errors, 2 warnings in src/routes/orders.ts.',
    enabled: true,
  },
};

/** The outputs of one hook event: each hook's name, its `additionalContext` and an on switch. */
export function HookOutputsEditor({ list, event }: { list: HookListKey; event: string }) {
  const hooks = useConfig((c) => c.context[list]);
  const patch = useContextPatch();
  const write = (next: PlaygroundHookOutput[], key?: string) =>
    patch({ [list]: next }, key ? `${list}.${key}` : undefined);
  const change = (index: number, fields: Partial<PlaygroundHookOutput>, key?: string) =>
    write(
      hooks.map((hook, i) => (i === index ? { ...hook, ...fields } : hook)),
      key ? `${index}.${key}` : undefined,
    );
  return (
    <fieldset className="ctx-fieldset">
      <legend>{event} hooks</legend>
      {hooks.length === 0 && <p className="ctx-note">No {event} hook returns context.</p>}
      {hooks.map((hook, index) => (
        <div key={index} className="ctx-hook">
          <div className="ctx-row">
            <label className="ctx-check">
              <input
                type="checkbox"
                checked={hook.enabled}
                onChange={(e) => change(index, { enabled: e.target.checked })}
              />
              On
            </label>
            <label className="ctx-field ctx-grow">
              <span className="ctx-sr-only">
                {event} hook {index + 1} name
              </span>
              <input
                type="text"
                value={hook.hookName}
                onChange={(e) => change(index, { hookName: e.target.value }, 'name')}
              />
            </label>
            <button
              type="button"
              className="btn btn-small"
              aria-label={`Remove ${event} hook ${hook.hookName || index + 1}`}
              onClick={() => write(hooks.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
          <label className="ctx-field">
            <span>additionalContext of {hook.hookName || `hook ${index + 1}`}</span>
            <textarea
              rows={2}
              value={hook.additionalContext}
              onChange={(e) => change(index, { additionalContext: e.target.value }, 'text')}
            />
          </label>
        </div>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => write([...hooks, { ...EXAMPLES[list] }])}
      >
        Add {event} hook output
      </button>
    </fieldset>
  );
}
