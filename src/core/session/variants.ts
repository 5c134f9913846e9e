/**
 * The what-if variants of a configuration (issue 32): one per piece that is on — each section
 * the prompt renders, each memory file or typed memory, each group of registered tools, each
 * skill — as the configuration with that one piece off, given as the opening texts every turn
 * request starts with. The session worker simulates each variant; `whatIfRows` turns the
 * differences into savings.
 */
import { firstDifference } from '../compare/promptComparison';
import { FILE_TOOL_DECLARATIONS } from '../context/tools/toolDeclarationsFs';
import { discoverPlaygroundMemory } from '../inputs/playgroundMemory';
import { toPromptInput } from '../inputs/toPromptInput';
import { isReleaseVersion } from '../prompt/cliVersion';
import { effectiveTools } from '../prompt/effectiveTools';
import { sectionEnvVar, sectionTitle, type SectionKey } from '../prompt/sectionKeys';
import { sectionStatuses } from '../prompt/sectionStatuses';
import type { PlaygroundMemoryParts } from '../state/cliVersion';
import type { PlaygroundState } from '../state/playgroundState';
import {
  ACTIVATE_SKILL_TOOL_NAME,
  ASK_USER_TOOL_NAME,
  CLI_HELP_AGENT_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  GET_INTERNAL_DOCS_TOOL_NAME,
  INVOKE_AGENT_TOOL_NAME,
  MEMORY_TOOL_NAME,
  SHELL_TOOL_NAME,
  WEB_FETCH_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../toolNames';
import { sessionPrefixTexts } from './sessionFromState';
import type { SessionPrefixTexts, WhatIfGroup, WhatIfVariant } from './types';

/** The system instruction the app shows for a configuration (its release's text or ours). */
export type RenderSystemText = (state: PlaygroundState) => string;

/** One piece that can be turned off: how to find it in the state and how to remove it. */
export interface WhatIfPiece {
  key: string;
  group: WhatIfGroup;
  label: string;
  /** The configuration with this piece off. */
  without: (state: PlaygroundState) => PlaygroundState;
}

/** A named group of built-in tools (the file tools are those with a file-system declaration). */
const BUILTIN_TOOL_GROUPS: readonly { id: string; label: string; names: readonly string[] }[] = [
  { id: 'files', label: 'File tools', names: FILE_TOOL_DECLARATIONS.map((decl) => decl.name) },
  { id: 'shell', label: 'Shell tool', names: [SHELL_TOOL_NAME] },
  { id: 'web', label: 'Web tools', names: [WEB_FETCH_TOOL_NAME, WEB_SEARCH_TOOL_NAME] },
  { id: 'memory', label: 'Memory tool', names: [MEMORY_TOOL_NAME] },
  { id: 'todos', label: 'To-do list tool', names: [WRITE_TODOS_TOOL_NAME] },
  {
    id: 'planMode',
    label: 'Plan-mode tools',
    names: [ENTER_PLAN_MODE_TOOL_NAME, EXIT_PLAN_MODE_TOOL_NAME],
  },
  {
    id: 'subAgents',
    label: 'Sub-agents',
    names: [CODEBASE_INVESTIGATOR_AGENT_NAME, CLI_HELP_AGENT_NAME, INVOKE_AGENT_TOOL_NAME],
  },
  { id: 'askUser', label: 'Ask-user tool', names: [ASK_USER_TOOL_NAME] },
  { id: 'skillTool', label: 'Skill activation tool', names: [ACTIVATE_SKILL_TOOL_NAME] },
  { id: 'docs', label: 'Internal docs tool', names: [GET_INTERNAL_DOCS_TOOL_NAME] },
];

/** The MCP server of a tool named `server__tool`, or null. */
function mcpServerOf(name: string): string | null {
  return /^(.+?)__(.+)$/.exec(name)?.[1] ?? null;
}

function withGemini(
  state: PlaygroundState,
  patch: Partial<PlaygroundState['gemini']>,
): PlaygroundState {
  return { ...state, gemini: { ...state.gemini, ...patch } };
}

/** The sections the prompt renders now (sections the version or family does not have are skipped). */
function sectionPieces(state: PlaygroundState): WhatIfPiece[] {
  // An active imported prompt is shown as it is: a toggle does not change it.
  if (state.importedPrompt?.active) return [];
  const statuses = sectionStatuses(toPromptInput(state));
  return (Object.entries(statuses) as [SectionKey, { state: string }][])
    .filter(([, status]) => status.state === 'rendered')
    .map(([key]) => ({
      key: `section:${key}`,
      group: 'section',
      label: sectionTitle(key),
      without: (s) => withGemini(s, { env: { ...s.gemini.env, [sectionEnvVar(key)]: '0' } }),
    }));
}

const MEMORY_PART_LABELS: Readonly<Record<keyof PlaygroundMemoryParts, string>> = {
  global: 'Global memory',
  extension: 'Extension memory',
  project: 'Project memory',
  userProjectMemory: 'Private project memory',
};

/** Each discovered memory file, the typed memory, or each typed memory part that holds text. */
function memoryPieces(state: PlaygroundState): WhatIfPiece[] {
  const { gemini, environment } = state;
  const pieces: WhatIfPiece[] = [];
  if (gemini.memorySource === 'discovered') {
    const found = discoverPlaygroundMemory(
      gemini,
      state.workspace.files,
      environment.workspaceDirs,
    );
    for (const file of found.files) {
      if (file.rawContent.trim() === '') continue;
      // Emptied rather than deleted: the folder listing of the environment message keeps it.
      pieces.push({
        key: `memory:file:${file.path}`,
        group: 'memory',
        label: file.relativePath,
        without: (s) => ({
          ...s,
          workspace: { ...s.workspace, files: { ...s.workspace.files, [file.path]: '' } },
        }),
      });
    }
  } else if (isReleaseVersion(gemini.cliVersion) && gemini.memoryForm === 'parts') {
    for (const part of Object.keys(MEMORY_PART_LABELS) as (keyof PlaygroundMemoryParts)[]) {
      if (gemini.memoryParts[part].trim() === '') continue;
      pieces.push({
        key: `memory:part:${part}`,
        group: 'memory',
        label: MEMORY_PART_LABELS[part],
        without: (s) => withGemini(s, { memoryParts: { ...s.gemini.memoryParts, [part]: '' } }),
      });
    }
  } else if (gemini.userMemory.trim() !== '') {
    pieces.push({
      key: 'memory:typed',
      group: 'memory',
      label: 'Typed memory',
      without: (s) => withGemini(s, { userMemory: '' }),
    });
  }
  if (environment.jitContext && environment.environmentMemory.trim() !== '') {
    pieces.push({
      key: 'memory:environment',
      group: 'memory',
      label: 'Environment memory',
      without: (s) => ({ ...s, environment: { ...s.environment, environmentMemory: '' } }),
    });
  }
  return pieces;
}

/** Built-in groups in their fixed order, then one group per MCP server, then the rest. */
function toolPieces(state: PlaygroundState): WhatIfPiece[] {
  const registered = effectiveTools(toPromptInput(state)).tools;
  const pieces: WhatIfPiece[] = [];
  const withoutTools = (s: PlaygroundState, names: ReadonlySet<string>): PlaygroundState =>
    withGemini(s, { tools: s.gemini.tools.filter((name) => !names.has(name)) });
  const grouped = new Set<string>();
  for (const group of BUILTIN_TOOL_GROUPS) {
    const names = new Set(registered.filter((name) => group.names.includes(name)));
    names.forEach((name) => grouped.add(name));
    if (names.size === 0) continue;
    pieces.push({
      key: `tools:${group.id}`,
      group: 'toolGroup',
      label: `${group.label} (${names.size})`,
      without: (s) => withoutTools(s, names),
    });
  }
  const servers = new Map<string, Set<string>>();
  for (const name of registered) {
    const server = mcpServerOf(name);
    if (grouped.has(name) || server === null) continue;
    servers.set(server, (servers.get(server) ?? new Set()).add(name));
    grouped.add(name);
  }
  // The current CLI lists its MCP servers' tools in the prompt from `mcpTools`.
  if (isReleaseVersion(state.gemini.cliVersion)) {
    for (const tool of state.gemini.mcpTools) {
      if (!servers.has(tool.serverName)) servers.set(tool.serverName, new Set());
    }
  }
  for (const [server, names] of servers) {
    const listed = state.gemini.mcpTools.filter((tool) => tool.serverName === server);
    const count = new Set([...names, ...listed.map((t) => `${server}__${t.serverToolName}`)]).size;
    pieces.push({
      key: `tools:mcp:${server}`,
      group: 'toolGroup',
      label: `MCP server ${server} (${count})`,
      without: (s) => {
        const trimmed = withoutTools(s, names);
        const mcpTools = trimmed.gemini.mcpTools.filter((tool) => tool.serverName !== server);
        return withGemini(trimmed, { mcpTools });
      },
    });
  }
  const rest = new Set(registered.filter((name) => !grouped.has(name)));
  if (rest.size > 0) {
    pieces.push({
      key: 'tools:other',
      group: 'toolGroup',
      label: `Other tools (${rest.size})`,
      without: (s) => withoutTools(s, rest),
    });
  }
  return pieces;
}

function skillPieces(state: PlaygroundState): WhatIfPiece[] {
  return state.gemini.skills.map((skill, index) => ({
    key: `skill:${index}:${skill.name}`,
    group: 'skill',
    label: `Skill ${skill.name}`,
    without: (s) => withGemini(s, { skills: s.gemini.skills.filter((_, i) => i !== index) }),
  }));
}

/** Every piece of `state` that is on, in the order sections, memory, tool groups, skills. */
export function whatIfPieces(state: PlaygroundState): WhatIfPiece[] {
  return [
    ...sectionPieces(state),
    ...memoryPieces(state),
    ...toolPieces(state),
    ...skillPieces(state),
  ];
}

/** True when both prefixes hold the same texts. */
export function samePrefix(a: SessionPrefixTexts, b: SessionPrefixTexts): boolean {
  return a.system === b.system && a.tools === b.tools && a.environment === b.environment;
}

/** One piece's variant: the configuration without it, rendered with `render`. */
export function whatIfVariantOf(
  state: PlaygroundState,
  piece: WhatIfPiece,
  render: RenderSystemText,
): WhatIfVariant {
  const changed = piece.without(state);
  return {
    key: piece.key,
    group: piece.group,
    label: piece.label,
    prefix: sessionPrefixTexts(changed, render(changed)),
  };
}

/**
 * One {@link WhatIfVariant} per piece of `state` that is on. A piece whose removal leaves the
 * opening texts as they are (an empty file, a tool the mode drops anyway) is left out.
 */
export function whatIfVariants(state: PlaygroundState, render: RenderSystemText): WhatIfVariant[] {
  const base = sessionPrefixTexts(state, render(state));
  return whatIfPieces(state)
    .map((piece) => whatIfVariantOf(state, piece, render))
    .filter((variant) => !samePrefix(variant.prefix, base));
}

const PREFIX_ORDER = ['system', 'tools', 'environment'] as const;

/**
 * Where `variant`'s opening request first differs from `base`'s, in tokens of `base` before
 * that point: the pieces before the differing one whole, then the differing piece up to its
 * first different character (counted on its own, so a token the cut splits may count one
 * off). Equal prefixes give the whole of `base`.
 */
export function breakAtToken(
  base: SessionPrefixTexts,
  variant: SessionPrefixTexts,
  count: (text: string) => number,
): number {
  let tokens = 0;
  for (const key of PREFIX_ORDER) {
    const a = base[key];
    const b = variant[key];
    if (a !== b) {
      const at = firstDifference(a, b);
      return tokens + (at === 0 ? 0 : count(a.slice(0, at)));
    }
    tokens += a === '' ? 0 : count(a);
  }
  return tokens;
}
