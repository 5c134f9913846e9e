/**
 * Every Gemini CLI control of the playground, with what turning it does to the configuration
 * and when it changes nothing the CLI would send (the prompt, the first message, the tool
 * declarations or the request). The controls panel shows a control's reason as its "doesn't
 * apply here" state; controlEffects.test.ts turns each control in every version and family
 * and checks that a control without a reason changes the request and one with a reason
 * leaves it alone.
 */
import { resolveModelFamily } from '../currentModels';
import { effectiveTools } from '../prompt/effectiveTools';
import type { PromptFamily } from '../prompt/types';
import { cliVersionKind, type CliVersionKind } from '../state/cliVersion';
import type { PlaygroundGeminiSettings, PlaygroundState } from '../state/playgroundState';
import {
  BUILTIN_TOOL_NAMES,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  INVOKE_AGENT_TOOL_NAME,
  SHELL_TOOL_NAME,
  toolsRemovedWhenNonInteractive,
} from '../toolNames';
import { modelIdInForce } from '../modelInForce';
import type { ApprovalMode } from '../prompt/types';

/** Where a control is looked at: the version's kind and, for a release, the family in force. */
export interface ControlContext {
  state: PlaygroundState;
  kind: CliVersionKind;
  /** The release's prompt family; null for 2026-02 (one family). */
  family: PromptFamily | null;
}

/** One control: how it is turned, and why turning it changes nothing here (or null). */
export interface PlaygroundControl {
  id: string;
  /** The configuration with the control turned once (ticked ⇄ unticked, or another value). */
  turn: (state: PlaygroundState) => PlaygroundState;
  notApplicable: (context: ControlContext) => string | null;
}

type Gemini = PlaygroundGeminiSettings;

const withGemini = (state: PlaygroundState, patch: Partial<Gemini>): PlaygroundState => ({
  ...state,
  gemini: { ...state.gemini, ...patch },
});

const toggled =
  (key: { [K in keyof Gemini]: Gemini[K] extends boolean ? K : never }[keyof Gemini]) =>
  (state: PlaygroundState) =>
    withGemini(state, { [key]: !state.gemini[key] });

const releaseOnly = ({ kind }: ControlContext) =>
  kind === 'seeds' ? 'the 2026-02 CLI has no such setting' : null;

/**
 * A release declares its shell tool in its own words, and that declaration reads the shell
 * output efficiency and tool sandboxing settings in every family (tools/definitions
 * `getShellDefinition`; see core/context/tools/releaseToolDeclarations.ts).
 */
const releaseShellDeclared = ({ kind, state }: ControlContext): boolean =>
  kind !== 'seeds' && effectiveTools(state.gemini).tools.includes(SHELL_TOOL_NAME);

/** The control id of a tool's checkbox. */
export const toolControlId = (name: string): string => `tool:${name}`;

function toolControl(name: string): PlaygroundControl {
  return {
    id: toolControlId(name),
    turn: (state) => {
      const { tools } = state.gemini;
      return withGemini(state, {
        tools: tools.includes(name) ? tools.filter((t) => t !== name) : [...tools, name],
      });
    },
    // Ticked or not, a tool the CLI removes changes nothing (see `effectiveTools`).
    notApplicable: ({ state }) =>
      effectiveTools({ ...state.gemini, tools: [name] }).removed[0]?.reason ?? null,
  };
}

const APPROVAL_VALUES = ['autoEdit', 'yolo', 'plan'] as const;

/**
 * What an approval mode changes in a context: the text (2026-02 and a legacy release read only
 * plan, and YOLO in an interactive release; the modern prompt reads every mode) and, in a
 * non-interactive run, the tools the CLI removes.
 */
function approvalSignature(mode: ApprovalMode, { kind, family, state }: ControlContext): string {
  const { interactive } = state.gemini;
  const text =
    mode === 'plan' ||
    (kind === 'release' && (family === 'modern' || (mode === 'yolo' && interactive)))
      ? mode
      : 'default';
  return `${text}|${interactive ? '' : toolsRemovedWhenNonInteractive(mode).join()}`;
}

const nextApproval = (current: ApprovalMode, mode: ApprovalMode): ApprovalMode =>
  current === mode ? 'default' : mode;

function approvalControl(mode: (typeof APPROVAL_VALUES)[number]): PlaygroundControl {
  return {
    id: `approvalMode:${mode}`,
    turn: (state) =>
      withGemini(state, { approvalMode: nextApproval(state.gemini.approvalMode, mode) }),
    notApplicable: (context) => {
      const current = context.state.gemini.approvalMode;
      return approvalSignature(current, context) ===
        approvalSignature(nextApproval(current, mode), context)
        ? 'this mode leaves the text and the tools as they are here'
        : null;
    },
  };
}

/** An account switch of a release: it applies when it changes the model in force. */
function accessControl(
  key: 'hasPreviewAccess' | 'gemini31Launched' | 'gemini35FlashGA',
): PlaygroundControl {
  const turn = toggled(key);
  return {
    id: key,
    turn,
    notApplicable: (context) => {
      const { state } = context;
      if (context.kind === 'seeds') return 'the 2026-02 CLI has no such setting';
      const model = modelIdInForce(state.gemini);
      return model === modelIdInForce(turn(state).gemini)
        ? `the model in force stays ${model}`
        : null;
    },
  };
}

/** Every control of the Gemini CLI target. */
export const PLAYGROUND_CONTROLS: readonly PlaygroundControl[] = [
  { id: 'interactive', turn: toggled('interactive'), notApplicable: () => null },
  ...APPROVAL_VALUES.map(approvalControl),
  { id: 'isGitRepository', turn: toggled('isGitRepository'), notApplicable: () => null },
  {
    id: 'platform',
    turn: (s) => withGemini(s, { platform: s.gemini.platform === 'win32' ? 'linux' : 'win32' }),
    notApplicable: () => null,
  },
  {
    id: 'enableShellOutputEfficiency',
    turn: toggled('enableShellOutputEfficiency'),
    notApplicable: (context) =>
      context.family === 'modern' && !releaseShellDeclared(context)
        ? 'only the legacy prompt and the shell tool’s declaration have this guidance'
        : null,
  },
  {
    id: 'plansDir',
    turn: (s) => withGemini(s, { plansDir: `${s.gemini.plansDir}/other` }),
    notApplicable: ({ state }) =>
      state.gemini.approvalMode === 'plan' ? null : 'named only in plan mode',
  },
  {
    id: 'sandbox',
    turn: (s) => {
      const { SANDBOX: sandbox, ...env } = s.gemini.env;
      return withGemini(s, { env: sandbox ? env : { ...env, SANDBOX: 'docker' } });
    },
    notApplicable: () => null,
  },
  {
    id: 'userMemory',
    turn: (s) => withGemini(s, { userMemory: `${s.gemini.userMemory}\n- Prefer tabs.` }),
    notApplicable: () => null,
  },
  {
    id: 'skills',
    turn: (s) =>
      withGemini(s, {
        skills: [
          ...s.gemini.skills,
          { name: 'release-notes', description: 'Writes notes.', location: '/s/SKILL.md' },
        ],
      }),
    notApplicable: () => null,
  },
  ...[...BUILTIN_TOOL_NAMES, INVOKE_AGENT_TOOL_NAME].map(toolControl),
  accessControl('hasPreviewAccess'),
  accessControl('gemini31Launched'),
  accessControl('gemini35FlashGA'),
  { id: 'taskTrackerEnabled', turn: toggled('taskTrackerEnabled'), notApplicable: releaseOnly },
  { id: 'topicUpdateNarration', turn: toggled('topicUpdateNarration'), notApplicable: releaseOnly },
  {
    id: 'toolSandboxing',
    turn: toggled('toolSandboxing'),
    notApplicable: (context) =>
      releaseOnly(context) ??
      (releaseShellDeclared(context)
        ? null
        : context.family !== 'modern'
          ? 'only the modern prompt and the shell tool’s declaration read it'
          : context.state.gemini.env['SANDBOX']
            ? null
            : 'read only inside a sandbox (SANDBOX set) or by the shell tool’s declaration'),
  },
  {
    id: 'interactiveShell',
    turn: toggled('interactiveShell'),
    notApplicable: (context) =>
      releaseOnly(context) ??
      (context.state.gemini.interactive ? null : 'read only in an interactive session'),
  },
  {
    id: 'activeTopic',
    turn: (s) => withGemini(s, { activeTopic: s.gemini.activeTopic ? '' : 'Refactor auth' }),
    notApplicable: (context) =>
      releaseOnly(context) ??
      (context.state.gemini.topicUpdateNarration
        ? null
        : 'appended only while topic narration is on'),
  },
  {
    id: 'approvedPlanPath',
    turn: (s) =>
      withGemini(s, {
        approvedPlanPath: s.gemini.approvedPlanPath ? '' : `${s.gemini.plansDir}/a.md`,
      }),
    notApplicable: releaseOnly,
  },
  {
    id: 'contextFilenames',
    turn: (s) => withGemini(s, { contextFilenames: [...s.gemini.contextFilenames, 'AGENTS.md'] }),
    // The legacy prompt names them only around hierarchical memory.
    notApplicable: (context) =>
      releaseOnly(context) ??
      (context.family === 'legacy' && context.state.gemini.memoryForm === 'text'
        ? 'the legacy prompt in force names them only beside memory in parts'
        : null),
  },
  {
    id: 'globalMemoryPath',
    turn: (s) => withGemini(s, { globalMemoryPath: `${s.gemini.globalMemoryPath}.bak` }),
    notApplicable: (context) =>
      releaseOnly(context) ??
      (context.family === 'legacy' ? 'only the modern prompt names this file' : null),
  },
  {
    id: 'userProjectMemoryPath',
    turn: (s) => withGemini(s, { userProjectMemoryPath: `${s.gemini.userProjectMemoryPath}.bak` }),
    notApplicable: releaseOnly,
  },
  {
    id: 'codebaseInvestigatorAgent',
    turn: (s) => {
      const agents = s.gemini.subAgents;
      const has = agents.some((a) => a.name === CODEBASE_INVESTIGATOR_AGENT_NAME);
      return withGemini(s, {
        subAgents: has
          ? agents.filter((a) => a.name !== CODEBASE_INVESTIGATOR_AGENT_NAME)
          : [{ name: CODEBASE_INVESTIGATOR_AGENT_NAME, description: 'Explores.' }, ...agents],
      });
    },
    notApplicable: releaseOnly,
  },
];

/** The context a control is looked at in, from the configuration. */
export function controlContext(state: PlaygroundState): ControlContext {
  const kind = cliVersionKind(state.gemini.cliVersion);
  if (kind === 'seeds') return { state, kind, family: null };
  const { model, hasPreviewAccess, gemini31Launched, gemini35FlashGA } = state.gemini;
  const access = { hasPreviewAccess, gemini31Launched, gemini35FlashGA };
  return { state, kind, family: resolveModelFamily(model, access).family };
}

const byId = new Map(PLAYGROUND_CONTROLS.map((control) => [control.id, control]));

/** Why turning control `id` changes nothing in this configuration, or null when it does. */
export function controlNotApplicable(id: string, state: PlaygroundState): string | null {
  return byId.get(id)?.notApplicable(controlContext(state)) ?? null;
}
