/**
 * The settings that differ between two configurations, in the words the controls use
 * ("Approval mode: Default → Plan"), never as JSON paths.
 */
import { CURRENT_SECTION_KEYS, sectionEnvVar, sectionTitle } from '../prompt/sectionKeys';
import { isSectionEnabled } from '../prompt/sectionToggles';
import type { PlaygroundState } from '../state/playgroundState';
import { jsonEqual } from '../state/values';
import type { SettingDifference } from './settingDifference';
import { acrossVersions, cliVersionDifference } from './versionDiff';

export type { SettingDifference } from './settingDifference';

const TARGETS: Record<PlaygroundState['target'], string> = {
  gemini: 'Gemini CLI',
  asimi: 'Asimi CLI',
  providers: 'Multi-provider',
};

const APPROVAL: Record<string, string> = {
  default: 'Default (asks)',
  autoEdit: 'Auto edit',
  yolo: 'YOLO',
  plan: 'Plan',
};

const yesNo = (value: boolean) => (value ? 'on' : 'off');
const chars = (text: string) => `${text.length.toLocaleString('en-US')} characters`;
const list = (items: readonly string[]) => (items.length === 0 ? 'none' : items.join(', '));

/** `agentDirectoryContext` → `agent directory context`. */
function words(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Names added and removed between two lists: `+a, −b`. */
function listChange(a: readonly string[], b: readonly string[]): SettingDifference | null {
  const added = b.filter((x) => !a.includes(x));
  const removed = a.filter((x) => !b.includes(x));
  if (added.length === 0 && removed.length === 0) return null;
  return {
    setting: '',
    a: removed.length > 0 ? `has ${list(removed)}` : '—',
    b: added.length > 0 ? `has ${list(added)}` : '—',
  };
}

function textChange(setting: string, a: string, b: string): SettingDifference | null {
  if (a === b) return null;
  if (a.length === b.length) return { setting, a: `${chars(a)}`, b: `edited, ${chars(b)}` };
  return { setting, a: a === '' ? 'empty' : chars(a), b: b === '' ? 'empty' : chars(b) };
}

type Gemini = PlaygroundState['gemini'];

/** Gemini fields described one by one; the rest fall back to "changed". */
const GEMINI_FIELDS: { [K in keyof Gemini]?: (a: Gemini, b: Gemini) => SettingDifference | null } =
  {
    model: (a, b) => ({ setting: 'Model', a: a.model, b: b.model }),
    approvalMode: (a, b) => ({
      setting: 'Approval mode',
      a: APPROVAL[a.approvalMode] ?? a.approvalMode,
      b: APPROVAL[b.approvalMode] ?? b.approvalMode,
    }),
    interactive: (a, b) => ({
      setting: 'Interactive session',
      a: yesNo(a.interactive),
      b: yesNo(b.interactive),
    }),
    previewFeatures: (a, b) => ({
      setting: 'Preview features',
      a: yesNo(a.previewFeatures),
      b: yesNo(b.previewFeatures),
    }),
    isGitRepository: (a, b) => ({
      setting: 'Git repository',
      a: yesNo(a.isGitRepository),
      b: yesNo(b.isGitRepository),
    }),
    enableShellOutputEfficiency: (a, b) => ({
      setting: 'Shell output efficiency',
      a: yesNo(a.enableShellOutputEfficiency),
      b: yesNo(b.enableShellOutputEfficiency),
    }),
    platform: (a, b) => ({ setting: 'Platform', a: a.platform, b: b.platform }),
    cwd: (a, b) => ({ setting: 'Working directory', a: a.cwd, b: b.cwd }),
    homeDir: (a, b) => ({ setting: 'Home directory', a: a.homeDir, b: b.homeDir }),
    plansDir: (a, b) => ({ setting: 'Plans directory', a: a.plansDir, b: b.plansDir }),
    tools: (a, b) => {
      const change = listChange(a.tools, b.tools);
      return change
        ? { ...change, setting: 'Tools' }
        : { setting: 'Tools', a: 'order', b: 'reordered' };
    },
    skills: (a, b) => {
      const names = (g: Gemini) => g.skills.map((s) => s.name);
      const change = listChange(names(a), names(b));
      return change
        ? { ...change, setting: 'Skills' }
        : { setting: 'Skills', a: `${a.skills.length} skills`, b: 'edited' };
    },
    agentDirectoryContext: (a, b) =>
      textChange('Sub-agent directory', a.agentDirectoryContext, b.agentDirectoryContext),
    memorySource: (a, b) => ({
      setting: 'Memory source',
      a: a.memorySource === 'manual' ? 'typed' : 'GEMINI.md files',
      b: b.memorySource === 'manual' ? 'typed' : 'GEMINI.md files',
    }),
    userMemory: (a, b) => textChange('Memory', a.userMemory, b.userMemory),
  };

function envDifferences(a: Gemini['env'], b: Gemini['env']): SettingDifference[] {
  const out: SettingDifference[] = [];
  const toggles = new Set(CURRENT_SECTION_KEYS.map((key) => sectionEnvVar(key)));
  for (const key of CURRENT_SECTION_KEYS) {
    const onA = isSectionEnabled(key, a);
    const onB = isSectionEnabled(key, b);
    if (onA !== onB) {
      out.push({ setting: `${sectionTitle(key)} section`, a: yesNo(onA), b: yesNo(onB) });
    }
  }
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const name of names) {
    if (toggles.has(name) || a[name] === b[name]) continue;
    out.push({ setting: `Variable ${name}`, a: a[name] ?? 'unset', b: b[name] ?? 'unset' });
  }
  return out;
}

function geminiDifferences(a: Gemini, b: Gemini): SettingDifference[] {
  const version = cliVersionDifference(a, b);
  const out: SettingDifference[] = version ? [version] : [];
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof Gemini)[];
  for (const field of fields) {
    if (field === 'cliVersion' || jsonEqual(a[field], b[field])) continue;
    if (field === 'env') {
      out.push(...envDifferences(a.env, b.env));
      continue;
    }
    const describe = GEMINI_FIELDS[field];
    const item = (describe ? describe(a, b) : null) ?? {
      setting: `Gemini CLI ${words(String(field))}`,
      a: 'as in A',
      b: 'changed',
    };
    out.push(acrossVersions(field, a, b, item));
  }
  return out;
}

function fileDifferences(
  a: Record<string, string>,
  b: Record<string, string>,
): SettingDifference[] {
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const out: SettingDifference[] = [];
  for (const path of paths) {
    const inA = a[path];
    const inB = b[path];
    if (inA === inB) continue;
    const item =
      inA === undefined
        ? { setting: `File ${path}`, a: 'absent', b: `added, ${chars(inB ?? '')}` }
        : inB === undefined
          ? { setting: `File ${path}`, a: chars(inA), b: 'removed' }
          : textChange(`File ${path}`, inA, inB);
    if (item) out.push(item);
  }
  return out;
}

const SLICE_LABELS: Record<string, string> = {
  asimi: 'Asimi CLI',
  providers: 'Multi-provider',
  environment: 'First message',
  tokens: 'Token counting',
  compression: 'Compression',
  context: 'Turn & context',
};

/** Fields of the other slices: named, with short values when they are short scalars. */
function sliceDifferences(slice: string, a: unknown, b: unknown): SettingDifference[] {
  const label = SLICE_LABELS[slice] ?? words(slice);
  const objA = (a ?? {}) as Record<string, unknown>;
  const objB = (b ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(objA), ...Object.keys(objB)])];
  const show = (value: unknown): string =>
    typeof value === 'boolean'
      ? yesNo(value)
      : typeof value === 'number' || (typeof value === 'string' && value.length <= 60)
        ? String(value) || 'empty'
        : typeof value === 'string'
          ? chars(value)
          : value === null || value === undefined
            ? 'none'
            : 'as in A';
  return fields
    .filter((field) => !jsonEqual(objA[field], objB[field]))
    .map((field) => {
      const shownA = show(objA[field]);
      const shownB = show(objB[field]);
      return {
        setting: `${label}: ${words(field)}`,
        a: shownA,
        b: shownA === shownB ? 'changed' : shownB,
      };
    });
}

/**
 * Every setting that differs between `a` and `b`: the target, the Gemini CLI settings (each
 * section toggle by name), workspace files by path, then the other settings by name.
 */
export function describeConfigDifferences(
  a: PlaygroundState,
  b: PlaygroundState,
): SettingDifference[] {
  const out: SettingDifference[] = [];
  if (a.target !== b.target)
    out.push({ setting: 'Target', a: TARGETS[a.target], b: TARGETS[b.target] });
  out.push(...geminiDifferences(a.gemini, b.gemini));
  out.push(...fileDifferences(a.workspace.files, b.workspace.files));
  if (a.workspace.sampleId !== b.workspace.sampleId) {
    out.push({ setting: 'Sample workspace', a: a.workspace.sampleId, b: b.workspace.sampleId });
  }
  for (const slice of Object.keys(SLICE_LABELS) as (keyof PlaygroundState)[]) {
    if (!jsonEqual(a[slice], b[slice])) out.push(...sliceDifferences(slice, a[slice], b[slice]));
  }
  return out;
}
