import { describe, expect, it } from 'vitest';
import { APPROVAL_MODES, PROMPT_PLATFORMS } from '../prompt/types';
import { ASIMI_SANDBOXES } from '../targets/asimi/types';
import { PROVIDER_IDS, PROVIDER_PERMISSION_MODES } from '../targets/providers/types';
import { TOKEN_ENCODINGS } from '../tokens/encodings';
import { PLAYGROUND_CLI_VERSIONS, PLAYGROUND_MEMORY_FORMS } from './cliVersion';
import * as shape from './playgroundState';
import { restorePlaygroundState } from './persist';
import { PLAYGROUND_STATE_RULES } from './stateRules';
import { createDefaultPlaygroundState } from './defaults';

/** The one list each choice's type is derived from, by the rule's path. */
const UNIONS: Record<string, readonly unknown[]> = {
  target: shape.PLAYGROUND_TARGETS,
  'gemini.approvalMode': APPROVAL_MODES,
  'gemini.platform': PROMPT_PLATFORMS,
  'gemini.memorySource': shape.PLAYGROUND_MEMORY_SOURCES,
  'gemini.cliVersion': PLAYGROUND_CLI_VERSIONS,
  'gemini.memoryForm': PLAYGROUND_MEMORY_FORMS,
  'asimi.sandbox': ASIMI_SANDBOXES,
  'providers.selected': PROVIDER_IDS,
  'providers.permissionMode': PROVIDER_PERMISSION_MODES,
  'providers.openaiApi': shape.PLAYGROUND_OPENAI_APIS,
  'tokens.encoding': TOKEN_ENCODINGS,
  'compression.scale': shape.PLAYGROUND_HISTORY_SCALES,
  'context.history': shape.PLAYGROUND_TURN_HISTORIES,
};

const choiceRules = Object.entries(PLAYGROUND_STATE_RULES).flatMap(([path, rule]) =>
  'oneOf' in rule ? [[path, rule.oneOf] as const] : [],
);

describe('the state rules’ choices', () => {
  it('each come from the list the field’s type is derived from, none written inline', () => {
    expect(choiceRules.map(([path]) => path).sort()).toEqual(Object.keys(UNIONS).sort());
    for (const [path, oneOf] of choiceRules) expect(oneOf, path).toBe(UNIONS[path]);
  });

  it.each(Object.entries(UNIONS))(
    '%s keeps each of its values and resets any other',
    (path, values) => {
      const [slice, field] = path.includes('.') ? path.split('.') : [null, path];
      const withValue = (value: unknown) => {
        const state = createDefaultPlaygroundState() as unknown as Record<
          string,
          Record<string, unknown>
        >;
        if (slice === null) return { ...state, [field as string]: value };
        return { ...state, [slice]: { ...state[slice], [field as string]: value } };
      };
      for (const value of values) {
        const { repairs } = restorePlaygroundState(withValue(value));
        expect(repairs, `${path} = ${String(value)}`).toEqual([]);
      }
      const { repairs } = restorePlaygroundState(withValue('not-a-choice'));
      expect(repairs.map((r) => r.path)).toEqual([path]);
    },
  );
});
