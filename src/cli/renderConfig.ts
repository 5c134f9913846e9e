/** Turns a JSON config file's content into the prompt and environment inputs. */
import {
  APPROVAL_MODES,
  CLI_VERSIONS,
  NEWEST_RELEASE,
  createCurrentPromptInput,
  createDefaultEnvironmentInput,
  createDefaultPromptInput,
  PROMPT_PLATFORMS,
  type EnvironmentInput,
  type PromptInput,
} from '../core/index';

/** The parsed configuration: a full prompt input and the first message's environment. */
export interface RenderConfig {
  prompt: PromptInput;
  environment: EnvironmentInput;
}

const BOOLEAN_FIELDS = [
  'hasPreviewAccess',
  'gemini31Launched',
  'gemini35FlashGA',
  'topicUpdateNarration',
  'toolSandboxing',
  'interactiveShell',
] as const;
const STRING_FIELDS = [
  'taskTracker',
  'activeTopic',
  'approvedPlanPath',
  'globalMemoryPath',
  'userProjectMemoryPath',
] as const;
const MEMORY_PARTS = ['global', 'extension', 'project', 'userProjectMemory'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`invalid config: ${message}`);
}

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The v0.61 fields: types as `PromptInput` declares them (all optional). */
function checkCurrentFields(prompt: PromptInput): void {
  for (const field of BOOLEAN_FIELDS) {
    const value = prompt[field];
    check(value === undefined || typeof value === 'boolean', `"${field}" must be true or false`);
  }
  for (const field of STRING_FIELDS) {
    const value = prompt[field];
    check(value === undefined || typeof value === 'string', `"${field}" must be a string`);
  }
  const { subAgents, contextFilenames, userMemory } = prompt;
  check(
    subAgents === undefined ||
      (Array.isArray(subAgents) &&
        subAgents.every(
          (agent) =>
            isRecord(agent) &&
            typeof agent.name === 'string' &&
            typeof agent.description === 'string',
        )),
    '"subAgents" must be an array of { name, description } strings',
  );
  check(
    contextFilenames === undefined || isStringList(contextFilenames),
    '"contextFilenames" must be an array of file names',
  );
  check(
    userMemory === undefined ||
      typeof userMemory === 'string' ||
      (isRecord(userMemory) &&
        Object.entries(userMemory).every(
          ([key, part]) =>
            MEMORY_PARTS.includes(key) && (part === undefined || typeof part === 'string'),
        )),
    `"userMemory" must be a string or an object with string ${MEMORY_PARTS.join(', ')}`,
  );
}

/**
 * Parses a config: a partial PromptInput merged field by field over the CLI defaults (the
 * current CLI's defaults, `createCurrentPromptInput`, when `cliVersion` is `v0.61`), plus an
 * optional `environment` object merged over the default environment input (whose platform
 * and working directory follow the prompt input unless given). Throws on malformed input.
 */
export function parseRenderConfig(json: string): RenderConfig {
  const raw: unknown = JSON.parse(json);
  check(isRecord(raw), 'the top level must be a JSON object');
  const { environment, ...promptFields } = raw as Record<string, unknown>;
  check(environment === undefined || isRecord(environment), '"environment" must be an object');
  // Config files written before releases were named by their version say `v0.61`.
  if (promptFields['cliVersion'] === 'v0.61') promptFields['cliVersion'] = '0.61.0';
  const version = promptFields['cliVersion'];
  check(
    version === undefined || (CLI_VERSIONS as readonly unknown[]).includes(version),
    `cliVersion must be one of ${CLI_VERSIONS.join(', ')}`,
  );
  // No version given: the newest release.
  const defaults =
    version === '2026-02'
      ? createDefaultPromptInput()
      : { ...createCurrentPromptInput(), cliVersion: NEWEST_RELEASE };
  const prompt = { ...defaults, ...promptFields } as PromptInput;
  check(
    (APPROVAL_MODES as readonly unknown[]).includes(prompt.approvalMode),
    `approvalMode must be one of ${APPROVAL_MODES.join(', ')}`,
  );
  check(
    (PROMPT_PLATFORMS as readonly unknown[]).includes(prompt.platform),
    `platform must be one of ${PROMPT_PLATFORMS.join(', ')}`,
  );
  check(Array.isArray(prompt.tools), '"tools" must be an array of names');
  check(Array.isArray(prompt.skills), '"skills" must be an array');
  check(isRecord(prompt.env) && isRecord(prompt.files), '"env" and "files" must be objects');
  checkCurrentFields(prompt);
  const environmentDefaults = createDefaultEnvironmentInput();
  const environmentInput: EnvironmentInput = {
    ...environmentDefaults,
    platform: prompt.platform,
    workspaceDirs:
      promptFields['cwd'] === undefined ? environmentDefaults.workspaceDirs : [prompt.cwd],
    ...(environment as Partial<EnvironmentInput> | undefined),
  };
  return { prompt, environment: environmentInput };
}
