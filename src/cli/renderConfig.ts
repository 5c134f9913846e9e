/** Turns a JSON config file's content into the prompt and environment inputs. */
import {
  createDefaultEnvironmentInput,
  createDefaultPromptInput,
  type EnvironmentInput,
  type PromptInput,
} from '../core/index';

/** The parsed configuration: a full prompt input and the first message's environment. */
export interface RenderConfig {
  prompt: PromptInput;
  environment: EnvironmentInput;
}

const APPROVAL_MODES = ['default', 'autoEdit', 'yolo', 'plan'];
const PLATFORMS = ['linux', 'darwin', 'win32'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`invalid config: ${message}`);
}

/**
 * Parses a config: a partial PromptInput merged field by field over the CLI defaults, plus an
 * optional `environment` object merged over the default environment input (whose platform
 * and working directory follow the prompt input unless given). Throws on malformed input.
 */
export function parseRenderConfig(json: string): RenderConfig {
  const raw: unknown = JSON.parse(json);
  check(isRecord(raw), 'the top level must be a JSON object');
  const { environment, ...promptFields } = raw as Record<string, unknown>;
  check(environment === undefined || isRecord(environment), '"environment" must be an object');
  const prompt = { ...createDefaultPromptInput(), ...promptFields } as PromptInput;
  check(
    APPROVAL_MODES.includes(prompt.approvalMode),
    `approvalMode must be one of ${APPROVAL_MODES.join(', ')}`,
  );
  check(PLATFORMS.includes(prompt.platform), `platform must be one of ${PLATFORMS.join(', ')}`);
  check(Array.isArray(prompt.tools), '"tools" must be an array of names');
  check(Array.isArray(prompt.skills), '"skills" must be an array');
  check(isRecord(prompt.env) && isRecord(prompt.files), '"env" and "files" must be objects');
  const defaults = createDefaultEnvironmentInput();
  const environmentInput: EnvironmentInput = {
    ...defaults,
    platform: prompt.platform,
    workspaceDirs: promptFields['cwd'] === undefined ? defaults.workspaceDirs : [prompt.cwd],
    ...(environment as Partial<EnvironmentInput> | undefined),
  };
  return { prompt, environment: environmentInput };
}
