import { diffWordsWithSpace } from 'diff';
import type { SnippetModule } from '../../src/releases/types';
import type { BundledRelease } from './bundle';

/**
 * Options that turn on every section (a superset of both families' SystemPromptOptions from
 * 0.44.1 on), used to compare what two releases render.
 */
export const DEFAULT_OPTIONS = {
  preamble: { interactive: true, approvalMode: 'default' },
  coreMandates: {
    interactive: true,
    isGemini3: false,
    hasSkills: true,
    hasHierarchicalMemory: true,
    contextFilenames: ['GEMINI.md'],
    topicUpdateNarration: false,
  },
  subAgents: [{ name: 'codebase_investigator', description: 'Looks through the code base.' }],
  agentSkills: [
    { name: 'release-notes', description: 'Writes notes.', location: '/skills/a/SKILL.md' },
  ],
  hookContext: true,
  primaryWorkflows: {
    interactive: true,
    enableCodebaseInvestigator: true,
    enableWriteTodosTool: true,
    enableEnterPlanModeTool: true,
    enableGrep: true,
    enableGlob: true,
    topicUpdateNarration: false,
  },
  operationalGuidelines: {
    interactive: true,
    isGemini3: false,
    enableShellEfficiency: true,
    interactiveShellEnabled: true,
    topicUpdateNarration: false,
  },
  sandbox: { mode: 'generic', toolSandboxingEnabled: false },
  interactiveYoloMode: false,
  gitRepo: { interactive: true },
  finalReminder: { readFileToolName: 'read_file' },
};

const MEMORY = 'Project memory: run the tests before committing.';
const PLANNING = {
  interactive: true,
  planModeToolsList: '- read_file',
  plansDir: '/home/me/.gemini/plans',
};

/** The arguments each known renderer gets; any other export is called with none. */
const ARGUMENTS: Record<string, unknown[]> = {
  getCoreSystemPrompt: [DEFAULT_OPTIONS],
  renderFinalShell: ['(base prompt)', MEMORY, ['GEMINI.md']],
  getCompressionPrompt: [],
  renderPreamble: [DEFAULT_OPTIONS.preamble],
  renderCoreMandates: [DEFAULT_OPTIONS.coreMandates],
  renderSubAgents: [DEFAULT_OPTIONS.subAgents],
  renderAgentSkills: [DEFAULT_OPTIONS.agentSkills],
  renderHookContext: [true],
  renderPrimaryWorkflows: [DEFAULT_OPTIONS.primaryWorkflows],
  renderPlanningWorkflow: [PLANNING],
  renderTaskTracker: ['/home/me/.gemini/tracker'],
  renderOperationalGuidelines: [DEFAULT_OPTIONS.operationalGuidelines],
  renderSandbox: [DEFAULT_OPTIONS.sandbox],
  renderInteractiveYoloMode: [true],
  renderGitRepo: [DEFAULT_OPTIONS.gitRepo],
  renderFinalReminder: [DEFAULT_OPTIONS.finalReminder],
  renderUserMemory: [MEMORY, ['GEMINI.md']],
};

function render(module: SnippetModule, name: string): string | null {
  const renderer = module[name];
  if (typeof renderer !== 'function') return null;
  try {
    const out: unknown = renderer(...(ARGUMENTS[name] ?? []));
    return typeof out === 'string' ? out : JSON.stringify(out);
  } catch (error) {
    return `(throws: ${error instanceof Error ? error.message : String(error)})`;
  }
}

const renderers = (module: SnippetModule): string[] =>
  Object.keys(module).filter((name) => typeof module[name] === 'function');

const clip = (value: string): string => {
  const flat = JSON.stringify(value.replace(/\s+/g, ' ').trim());
  return flat.length > 100 ? `${flat.slice(0, 99)}…"` : flat;
};

/** What changed in one family, renderer by renderer: characters added and removed, and where. */
export function familyChanges(
  family: string,
  before: SnippetModule,
  after: SnippetModule,
): string[] {
  const lines: string[] = [];
  let unchanged = 0;
  const names = [...new Set([...renderers(before), ...renderers(after)])].sort();
  for (const name of names) {
    const [a, b] = [render(before, name), render(after, name)];
    if (a === b) {
      unchanged++;
      continue;
    }
    if (a === null || b === null) {
      lines.push(`  ${family} ${name}: ${a === null ? 'new export' : 'export removed'}`);
      continue;
    }
    const parts = diffWordsWithSpace(a, b);
    const added = parts.filter((p) => p.added).reduce((sum, p) => sum + p.value.length, 0);
    const removed = parts.filter((p) => p.removed).reduce((sum, p) => sum + p.value.length, 0);
    lines.push(`  ${family} ${name}: +${added} −${removed} characters (${a.length} → ${b.length})`);
    for (const part of parts.filter((p) => p.added || p.removed).slice(0, 3)) {
      lines.push(`      ${part.added ? '+' : '-'} ${clip(part.value)}`);
    }
  }
  lines.push(`  ${family}: ${unchanged} of ${names.length} renderers render the same text`);
  return lines;
}

export interface LoadedBundle {
  modern: SnippetModule;
  legacy: SnippetModule;
}

/** The report `cli-release add` prints: both families, against the reference release. */
export function changeReport(
  from: string,
  to: string,
  before: LoadedBundle,
  after: LoadedBundle,
): string {
  return [
    `Prompt text from ${from} to ${to} (every section on, default options):`,
    ...familyChanges('modern', before.modern, after.modern),
    ...familyChanges('legacy', before.legacy, after.legacy),
  ].join('\n');
}

const dataUrl = (code: string): string =>
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;

/**
 * Loads a release's prompt code as an ES module without writing it anywhere: the modules it
 * shares with its other modules (and those they import) are given to it as data URLs too.
 */
export async function importBundle(code: BundledRelease): Promise<LoadedBundle> {
  const urls = new Map<string, string>();
  const linked = (text: string): string =>
    text.replace(
      /(\bfrom\s*|\bimport\s*)"\.\/([\w-]+\.js)"/g,
      (whole, from: string, name: string) => {
        const shared = code.shared.get(name);
        if (shared === undefined) return whole;
        let url = urls.get(name);
        if (!url) {
          url = dataUrl(linked(shared));
          urls.set(name, url);
        }
        return `${from}${JSON.stringify(url)}`;
      },
    );
  const [modern, legacy] = await Promise.all(
    [code.text, code.legacy].map(
      (text) =>
        import(/* @vite-ignore */ dataUrl(linked(text))) as Promise<Record<string, unknown>>,
    ),
  );
  return { modern: modern?.['modern'], legacy } as LoadedBundle;
}
