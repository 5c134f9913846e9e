/** The restore rules of `PlaygroundState`: enums, ranges, lengths, arrays and records. */
import { APPROVAL_MODES, PROMPT_PLATFORMS } from '../prompt/types';
import { ASIMI_SANDBOXES } from '../targets/asimi/types';
import { PROVIDER_IDS, PROVIDER_PERMISSION_MODES } from '../targets/providers/types';
import { TOKEN_ENCODINGS } from '../tokens/encodings';
import { PLAYGROUND_CLI_VERSIONS, PLAYGROUND_MEMORY_FORMS } from './cliVersion';
import {
  PLAYGROUND_HISTORY_SCALES,
  PLAYGROUND_MEMORY_SOURCES,
  PLAYGROUND_OPENAI_APIS,
  PLAYGROUND_TARGETS,
  PLAYGROUND_TURN_HISTORIES,
  type PlaygroundState,
} from './playgroundState';
import type { FieldRule, TypedRestoreRules } from './rules';
import {
  MAX_PRICE_PER_MILLION,
  MAX_SESSION_TURNS,
  MAX_TOOL_OUTPUT_CHARS,
  PLAYGROUND_OUTPUT_ESTIMATES,
  PLAYGROUND_SESSION_SOURCES,
} from './sessionState';
import { checkApiModelId } from '../security/modelId';

/** Longest text field (memory, file contents, pasted history), in UTF-16 units. */
export const MAX_STATE_TEXT_LENGTH = 4_000_000;
// Names, ids and paths are one line: no control characters (see `FieldRule.singleLine`).
const NAME = { maxLength: 1_000, singleLine: true } satisfies FieldRule;
const PATH = { maxLength: 4_096, singleLine: true } satisfies FieldRule;
const TEXT = { maxLength: MAX_STATE_TEXT_LENGTH } satisfies FieldRule;
const CURSOR = { range: { min: 0, max: 1e9, integer: true } } satisfies FieldRule;
const HOOK = { hookName: '', additionalContext: '', enabled: true };
const ENV = {
  recordOf: '',
  maxItems: 500,
  maxKeyLength: 256,
  singleLine: true,
} satisfies FieldRule;
/** An env value: written into the shell lines, so one line too. */
const ENV_VALUE = { maxLength: 100_000, singleLine: true } satisfies FieldRule;

/** A price in US dollars per million tokens, or null (the shipped price stands). */
const PRICE = {
  nullOr: 'number',
  range: { min: 0, max: MAX_PRICE_PER_MILLION },
} satisfies FieldRule;
/** A price edit's model: an id the Gemini API could name (`checkApiModelId`). */
const priceModelProblem = (key: string): string | null => {
  const checked = checkApiModelId(key);
  return checked.ok && checked.id === key
    ? null
    : checked.ok
      ? 'not a bare model id'
      : checked.problem;
};

/** Per-path rules for restoring a `PlaygroundState`. */
export const PLAYGROUND_STATE_RULES = {
  target: { oneOf: PLAYGROUND_TARGETS },

  'gemini.approvalMode': { oneOf: APPROVAL_MODES },
  'gemini.model': NAME,
  'gemini.tools': { arrayOf: '', maxItems: 1_000 },
  'gemini.tools[]': NAME,
  'gemini.skills': { arrayOf: { name: '', description: '', location: '' }, maxItems: 500 },
  'gemini.skills[].name': NAME,
  'gemini.skills[].description': { maxLength: 100_000 },
  'gemini.skills[].location': PATH,
  'gemini.agentDirectoryContext': TEXT,
  'gemini.env': ENV,
  'gemini.env.*': ENV_VALUE,
  'gemini.platform': { oneOf: PROMPT_PLATFORMS },
  'gemini.plansDir': PATH,
  'gemini.userMemory': TEXT,
  'gemini.memorySource': { oneOf: PLAYGROUND_MEMORY_SOURCES },
  'gemini.cwd': PATH,
  'gemini.homeDir': PATH,
  'gemini.cliVersion': { oneOf: PLAYGROUND_CLI_VERSIONS },
  'gemini.subAgents': { arrayOf: { name: '', description: '' }, maxItems: 200 },
  'gemini.subAgents[].name': NAME,
  'gemini.subAgents[].description': { maxLength: 100_000 },
  // Links from before the read-only mark restore it as false (not read-only).
  'gemini.mcpTools': {
    arrayOf: { serverName: '', serverToolName: '', readOnly: false },
    maxItems: 500,
  },
  'gemini.mcpTools[].serverName': NAME,
  'gemini.mcpTools[].serverToolName': NAME,
  'gemini.taskTrackerDir': PATH,
  'gemini.activeTopic': NAME,
  'gemini.contextFilenames': { arrayOf: '', maxItems: 50 },
  'gemini.contextFilenames[]': PATH,
  'gemini.approvedPlanPath': PATH,
  'gemini.memoryForm': { oneOf: PLAYGROUND_MEMORY_FORMS },
  'gemini.memoryParts.global': TEXT,
  'gemini.memoryParts.extension': TEXT,
  'gemini.memoryParts.project': TEXT,
  'gemini.memoryParts.userProjectMemory': TEXT,

  'asimi.env': ENV,
  'asimi.env.*': ENV_VALUE,
  'asimi.cwd': PATH,
  'asimi.homeDir': PATH,
  'asimi.sandbox': { oneOf: ASIMI_SANDBOXES },
  'asimi.userMemory': TEXT,

  'providers.selected': { oneOf: PROVIDER_IDS },
  'providers.cwd': PATH,
  'providers.permissionMode': { oneOf: PROVIDER_PERMISSION_MODES },
  'providers.tools': { arrayOf: { name: '', description: '', inputSchema: '' }, maxItems: 200 },
  'providers.tools[].name': NAME,
  'providers.tools[].description': { maxLength: 100_000 },
  'providers.tools[].inputSchema': { maxLength: 1_000_000 },
  'providers.openaiApi': { oneOf: PLAYGROUND_OPENAI_APIS },
  'providers.models.claude': NAME,
  'providers.models.gemini': NAME,
  'providers.models.openai': NAME,
  'providers.userMessage': TEXT,

  'workspace.sampleId': NAME,
  'workspace.files': { recordOf: '', maxItems: 5_000, maxKeyLength: 4_096, singleLine: true },
  'workspace.files.*': TEXT,

  'environment.date': { pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ },
  'environment.locale': { pattern: /^([A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,8})?$/ },
  'environment.tempDir': PATH,
  'environment.workspaceDirs': { arrayOf: '', maxItems: 100 },
  'environment.workspaceDirs[]': PATH,
  'environment.environmentMemory': TEXT,

  'tokens.encoding': { oneOf: TOKEN_ENCODINGS },

  'compression.sampleId': NAME,
  'compression.customHistory': { nullOr: 'string', maxLength: MAX_STATE_TEXT_LENGTH },
  'compression.threshold': { range: { min: 0, max: 1, minExclusive: true } },
  'compression.preserveFraction': {
    range: { min: 0, max: 1, minExclusive: true, maxExclusive: true },
  },
  'compression.model': NAME,
  'compression.lastPromptTokenCount': {
    nullOr: 'number',
    range: { min: 0, max: 1e12, integer: true },
  },
  'compression.scale': { oneOf: PLAYGROUND_HISTORY_SCALES },

  'context.turnText': TEXT,
  'context.ide.activeFile': PATH,
  'context.ide.cursorLine': CURSOR,
  'context.ide.cursorCharacter': CURSOR,
  'context.ide.selectedText': TEXT,
  'context.ide.openFiles': { arrayOf: '', maxItems: 1_000 },
  'context.ide.openFiles[]': PATH,
  'context.idePrevious.activeFile': PATH,
  'context.idePrevious.cursorLine': CURSOR,
  'context.idePrevious.cursorCharacter': CURSOR,
  'context.idePrevious.selectedText': TEXT,
  'context.idePrevious.openFiles': { arrayOf: '', maxItems: 1_000 },
  'context.idePrevious.openFiles[]': PATH,
  'context.ideTurn': { range: { min: 1, max: 1_000_000, integer: true } },
  'context.beforeAgentHooks': { arrayOf: HOOK, maxItems: 100 },
  'context.beforeAgentHooks[].hookName': NAME,
  'context.beforeAgentHooks[].additionalContext': TEXT,
  'context.afterToolHooks': { arrayOf: HOOK, maxItems: 100 },
  'context.afterToolHooks[].hookName': NAME,
  'context.afterToolHooks[].additionalContext': TEXT,
  'context.skillActivations': { arrayOf: { name: '', instructions: '' }, maxItems: 100 },
  'context.skillActivations[].name': NAME,
  'context.skillActivations[].instructions': TEXT,
  'context.history': { oneOf: PLAYGROUND_TURN_HISTORIES },
  'context.sessionStart': { nullOr: 'string', maxLength: MAX_STATE_TEXT_LENGTH },

  'importedPrompt.text': TEXT,
  'importedPrompt.fileName': NAME,
  'importedPrompt.disabledSpans': { arrayOf: '', maxItems: 1_000 },
  'importedPrompt.disabledSpans[]': NAME,

  'session.source': { oneOf: PLAYGROUND_SESSION_SOURCES },
  'session.sampleId': NAME,
  'session.generated.turns': { range: { min: 1, max: MAX_SESSION_TURNS, integer: true } },
  'session.generated.seed': { range: { min: 0, max: 2 ** 32 - 1, integer: true } },
  'session.generated.toolOutputChars': {
    range: { min: 0, max: MAX_TOOL_OUTPUT_CHARS, integer: true },
  },
  'session.outputEstimate': { oneOf: PLAYGROUND_OUTPUT_ESTIMATES },
  'session.thinkingTokensPerRequest': { range: { min: 0, max: 1_000_000, integer: true } },
  'session.fixedOutputTokens': { range: { min: 0, max: 1_000_000, integer: true } },
  'session.priceOverrides': {
    recordOf: { input: null, cachedInput: null, output: null, minCacheableTokens: null },
    maxItems: 200,
    maxKeyLength: 128,
    singleLine: true,
    keyProblem: priceModelProblem,
  },
  'session.priceOverrides.*.input': PRICE,
  'session.priceOverrides.*.cachedInput': PRICE,
  'session.priceOverrides.*.output': PRICE,
  'session.priceOverrides.*.minCacheableTokens': {
    nullOr: 'number',
    range: { min: 0, max: 10_000_000, integer: true },
  },
} as const satisfies TypedRestoreRules<PlaygroundState>;
