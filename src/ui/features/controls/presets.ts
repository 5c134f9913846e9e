/**
 * One-click presets. Each is a pure `(state) => state` that changes only what it names and
 * keeps the user's own content (memory, skills, sub-agent text, files, paths).
 */
import { isReleaseVersion } from '../../../core';
import {
  CLI_VERSION_DEFAULT_MODELS,
  CLI_VERSION_DEFAULT_TOOLS,
  cliVersionKind,
  createDefaultPlaygroundState,
  CURRENT_PREVIEW_GEMINI_MODEL,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  PREVIEW_GEMINI_MODEL_AUTO,
  resolveCustomTemplate,
  sectionKeysFor,
  SEATBELT_SANDBOX_VALUE,
  toPromptInput,
  type PlaygroundState,
  type SectionKey,
} from '../../../core';
import { withEnvValue, withSectionEnabled, withTool } from './envEdits';
import { STARTER_TEMPLATE } from './starterTemplate';

/** A named preset. */
export interface Preset {
  id: string;
  label: string;
  /** One line saying what the preset changes. */
  description: string;
  apply: (state: PlaygroundState) => PlaygroundState;
}

/** Sections the minimal preset keeps on: who the agent is and its core rules. */
export const MINIMAL_KEPT_SECTIONS: readonly SectionKey[] = ['PREAMBLE', 'COREMANDATES'];

/** Env keys that change the prompt's mode or sections (cleared by the default preset). */
function isModeEnvKey(name: string): boolean {
  return name.startsWith('GEMINI_PROMPT_') || name === 'SANDBOX' || name === 'GEMINI_SYSTEM_MD';
}

function withGemini(
  state: PlaygroundState,
  fields: Partial<PlaygroundState['gemini']>,
): PlaygroundState {
  return { ...state, target: 'gemini', gemini: { ...state.gemini, ...fields } };
}

/**
 * Interactive, default approval, the CLI version's default model and tools, every section on,
 * no sandbox.
 */
function defaultInteractive(state: PlaygroundState): PlaygroundState {
  const defaults = createDefaultPlaygroundState().gemini;
  const version = state.gemini.cliVersion;
  const env = Object.fromEntries(
    Object.entries(state.gemini.env).filter(([name]) => !isModeEnvKey(name)),
  );
  return withGemini(state, {
    interactive: defaults.interactive,
    approvalMode: defaults.approvalMode,
    model: CLI_VERSION_DEFAULT_MODELS[cliVersionKind(version)],
    previewFeatures: defaults.previewFeatures,
    hasPreviewAccess: defaults.hasPreviewAccess,
    tools: [...CLI_VERSION_DEFAULT_TOOLS[cliVersionKind(version)]],
    enableShellOutputEfficiency: defaults.enableShellOutputEfficiency,
    env,
  });
}

/** A CI run (`gemini -p`): not interactive, default approval, so the CLI drops risky tools. */
function nonInteractive(state: PlaygroundState): PlaygroundState {
  return withGemini(state, { interactive: false, approvalMode: 'default' });
}

/** Plan mode, interactive, with the plan-mode tools registered and its workflow section on. */
function planMode(state: PlaygroundState): PlaygroundState {
  const tools = [ENTER_PLAN_MODE_TOOL_NAME, EXIT_PLAN_MODE_TOOL_NAME].reduce(
    (list, name) => withTool(list, name, true),
    state.gemini.tools,
  );
  const env = withSectionEnabled(state.gemini.env, 'PLANNINGWORKFLOW', true);
  return withGemini(state, { approvalMode: 'plan', interactive: true, tools, env });
}

/** 2026-02: preview features on and the Gemini 3 auto model; v0.61: Gemini 3 Pro preview. */
function gemini3Preview(state: PlaygroundState): PlaygroundState {
  if (isReleaseVersion(state.gemini.cliVersion)) {
    return withGemini(state, { model: CURRENT_PREVIEW_GEMINI_MODEL, hasPreviewAccess: true });
  }
  return withGemini(state, { model: PREVIEW_GEMINI_MODEL_AUTO, previewFeatures: true });
}

/** macOS Seatbelt: SANDBOX=sandbox-exec on darwin. */
function sandboxedSeatbelt(state: PlaygroundState): PlaygroundState {
  return withGemini(state, {
    platform: 'darwin',
    env: withEnvValue(state.gemini.env, 'SANDBOX', SEATBELT_SANDBOX_VALUE),
  });
}

/**
 * Sets GEMINI_SYSTEM_MD (default `1`, i.e. `<cwd>/.gemini/system.md`) and writes the starter
 * template when the file it resolves to is missing or empty.
 */
export function withCustomTemplate(state: PlaygroundState, value = '1'): PlaygroundState {
  const next = withGemini(state, {
    env: withEnvValue(state.gemini.env, 'GEMINI_SYSTEM_MD', value),
  });
  const source = resolveCustomTemplate(toPromptInput(next));
  if (source.kind !== 'custom' || (source.content ?? '').trim() !== '') return next;
  return {
    ...next,
    workspace: {
      ...next.workspace,
      files: { ...next.workspace.files, [source.path]: STARTER_TEMPLATE },
    },
  };
}

/** Every section off except {@link MINIMAL_KEPT_SECTIONS}; custom-template mode off. */
function minimal(state: PlaygroundState): PlaygroundState {
  let env = withEnvValue(state.gemini.env, 'GEMINI_SYSTEM_MD', undefined);
  for (const key of sectionKeysFor(state.gemini.cliVersion)) {
    env = withSectionEnabled(env, key, MINIMAL_KEPT_SECTIONS.includes(key));
  }
  return withGemini(state, { env });
}

/** The presets, in button order. */
export const PRESETS: readonly Preset[] = [
  {
    id: 'default',
    label: 'Default interactive',
    description: 'Interactive session, default approval, default model and tools, all sections.',
    apply: defaultInteractive,
  },
  {
    id: 'ci',
    label: 'Non-interactive (CI)',
    description: 'Headless run: the CLI removes ask_user, the shell and file-writing tools.',
    apply: nonInteractive,
  },
  {
    id: 'plan',
    label: 'Plan mode',
    description:
      'Approval mode plan with the plan-mode tools: the planning workflow replaces the primary one.',
    apply: planMode,
  },
  {
    id: 'gemini3',
    label: 'Gemini 3 preview',
    description:
      '2026-02: preview features on and model auto-gemini-3; current: gemini-3-pro-preview with preview access.',
    apply: gemini3Preview,
  },
  {
    id: 'seatbelt',
    label: 'Sandboxed (Seatbelt)',
    description: `macOS with SANDBOX=${SEATBELT_SANDBOX_VALUE}.`,
    apply: sandboxedSeatbelt,
  },
  {
    id: 'custom',
    label: 'Custom template',
    description: 'GEMINI_SYSTEM_MD=1 reading .gemini/system.md (a starter is written if empty).',
    apply: (state) => withCustomTemplate(state),
  },
  {
    id: 'minimal',
    label: 'Minimal',
    description: 'Only the preamble and core mandates; every other section switched off.',
    apply: minimal,
  },
];
