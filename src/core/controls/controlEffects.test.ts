/**
 * Every control × version × family: turning a control changes what the CLI would send (the
 * system prompt, the first message, the tool declarations or the request), or the control is
 * in its "doesn't apply here" state — and then turning it changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGeminiRequestExport } from '../export/requestExport';
import { environmentMessageText } from '../inputs/toEnvironmentInput';
import { PLAYGROUND_CLI_VERSIONS } from '../state/cliVersion';
import { createDefaultPlaygroundState } from '../state/defaults';
import type { PlaygroundState } from '../state/playgroundState';
import { controlContext, PLAYGROUND_CONTROLS } from './playgroundControls';

/** Everything the CLI would send for a configuration, as one comparable text. */
function sent(state: PlaygroundState): string {
  const exported = buildGeminiRequestExport(state, environmentMessageText(state));
  return `${exported.model}\n${exported.error ?? ''}\n${exported.json}`;
}

/** A release's model of each family, and the defaults. */
const MODELS = ['auto', 'gemini-2.5-pro', 'gemini-3-pro-preview', 'auto-gemini-2.5'];

/** Where a control is turned (kept small, so a counterexample reads in one line). */
const place = fc.record({
  version: fc.constantFrom(...PLAYGROUND_CLI_VERSIONS),
  model: fc.constantFrom(...MODELS),
  approvalMode: fc.constantFrom('default', 'autoEdit', 'yolo', 'plan' as const),
  interactive: fc.boolean(),
  sandbox: fc.constantFrom('', 'docker', 'sandbox-exec'),
});

function stateAt({
  version,
  model,
  approvalMode,
  interactive,
  sandbox,
}: typeof place extends fc.Arbitrary<infer T> ? T : never): PlaygroundState {
  const state = createDefaultPlaygroundState(version);
  const env: Record<string, string> = sandbox ? { SANDBOX: sandbox } : {};
  state.gemini = { ...state.gemini, model, approvalMode, interactive, env };
  return state;
}

describe('every control changes what is sent, or says it does not apply', () => {
  it.each(PLAYGROUND_CONTROLS.map((control) => [control.id, control] as const))(
    '%s',
    (_id, control) => {
      fc.assert(
        fc.property(place, (at) => {
          const state = stateAt(at);
          const reason = control.notApplicable(controlContext(state));
          const changed = sent(control.turn(state)) !== sent(state);
          expect({ changed, reason }).toEqual({ changed: reason === null, reason });
        }),
        { numRuns: 24 },
      );
    },
  );
});
