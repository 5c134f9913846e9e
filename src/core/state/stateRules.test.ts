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
import { hasControlCharacters } from '../security/controlCharacters';
import { PLAYGROUND_OUTPUT_ESTIMATES, PLAYGROUND_SESSION_SOURCES } from './sessionState';

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
  'session.source': PLAYGROUND_SESSION_SOURCES,
  'session.outputEstimate': PLAYGROUND_OUTPUT_ESTIMATES,
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

describe('one-line fields (paths, ids, names, env names and values)', () => {
  // A field cannot show a line break and a shell acts on one: such values never get in.
  it.each([
    ['gemini.cwd', '/home/me/project\ntouch /tmp/x\n#'],
    ['gemini.model', 'gemini-2.5-pro\r'],
    ['gemini.homeDir', '/home/me\u2028x'],
    ['importedPrompt.fileName', 'update-helper\u202ednammoc.md'],
    ['workspace.sampleId', 'x\u0000'],
  ])('%s holding a control character is reset, the repair naming it', (path, value) => {
    const [slice, field] = path.split('.') as [string, string];
    const state = createDefaultPlaygroundState() as unknown as Record<
      string,
      Record<string, unknown>
    >;
    state[slice] = { ...state[slice], [field]: value };
    const { state: restored, repairs } = restorePlaygroundState(state);
    const fallback = (createDefaultPlaygroundState() as unknown as typeof state)[slice]?.[field];
    expect((restored as unknown as typeof state)[slice]?.[field]).toEqual(fallback);
    expect(repairs).toHaveLength(1);
    expect(repairs[0]?.path).toBe(path);
    expect(repairs[0]?.problem).toMatch(/holds (a|\d+) control characters? \(U\+/);
    // The repair shows the characters as escapes, never raw.
    expect(hasControlCharacters(repairs[0]?.problem ?? '')).toBe(false);
  });

  it('drops env entries whose name or value holds one, and keeps the rest', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.env = { OK: 'x', 'BAD\nNAME': '1', GEMINI_SYSTEM_MD: 'a\nrm -rf ~' };
    const { state: restored, repairs } = restorePlaygroundState(state);
    expect(restored.gemini.env).toEqual({ OK: 'x' });
    expect(repairs.map((r) => [r.path, r.action])).toEqual([
      ['gemini.env["BAD\\nNAME"]', 'dropped'],
      ['gemini.env["GEMINI_SYSTEM_MD"]', 'dropped'],
    ]);
  });

  it('keeps tabs and line breaks in texts (memory, file contents)', () => {
    const state = createDefaultPlaygroundState();
    state.gemini.userMemory = 'a\n\tb\r\n';
    expect(restorePlaygroundState(state).repairs).toEqual([]);
  });
});
