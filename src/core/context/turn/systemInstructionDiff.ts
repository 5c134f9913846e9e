import { structuredPatch } from 'diff';
import { modelIdInForce } from '../../modelInForce';
import { isGemini3 } from '../../models';
import {
  effectiveTools,
  isReleaseVersion,
  modelResolutionOf,
  renderSystemPrompt,
  userMemoryText,
  type PromptInput,
} from '../../prompt';

/** The inputs whose change triggers the CLI's `updateSystemInstruction` (gemini-cli packages/core/src/core/client.ts). */
export type SystemInstructionTrigger = 'model' | 'approvalMode' | 'memory' | 'tools' | 'other';

/** One input that differs between the two configurations. */
export interface SystemInstructionInputChange {
  key: SystemInstructionTrigger;
  /** What changed, in plain words. */
  summary: string;
}

/** A hunk of the line diff, `lines` prefixed with ' ', '-' or '+'. */
export interface SystemInstructionHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

/** What an instruction update would change. */
export interface SystemInstructionDiff {
  changedInputs: SystemInstructionInputChange[];
  before: string;
  after: string;
  /** False when the rendered text is identical (e.g. default → yolo). */
  textChanged: boolean;
  hunks: SystemInstructionHunk[];
  added: number;
  removed: number;
}

const listDelta = (before: readonly string[], after: readonly string[]): string => {
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  return [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
};

const OTHER_FIELDS = [
  'interactive',
  'previewFeatures',
  'skills',
  'agentDirectoryContext',
  'env',
  'isGitRepository',
  'platform',
  'enableShellOutputEfficiency',
  'plansDir',
  'cwd',
  'homeDir',
  'files',
] as const satisfies readonly (keyof PromptInput)[];

/**
 * Whether the prompt takes its Gemini 3 wording: 2026-02's `isGemini3` bullets, a release's
 * modern family (both read the model in force).
 */
function gemini3Wording(input: PromptInput): boolean {
  if (isReleaseVersion(input.cliVersion)) return modelResolutionOf(input).family === 'modern';
  return isGemini3(input.model, input.previewFeatures);
}

function changedInputs(before: PromptInput, after: PromptInput): SystemInstructionInputChange[] {
  const changes: SystemInstructionInputChange[] = [];
  if (before.model !== after.model) {
    const flip = gemini3Wording(before) !== gemini3Wording(after);
    const resolved = `${modelIdInForce(before)} → ${modelIdInForce(after)}`;
    changes.push({
      key: 'model',
      summary: `${before.model} → ${after.model} (${resolved}${flip ? `, ${isReleaseVersion(after.cliVersion) ? 'prompt family switches' : 'Gemini 3 bullets switch'}` : ''})`,
    });
  }
  if (before.approvalMode !== after.approvalMode) {
    changes.push({
      key: 'approvalMode',
      summary: `${before.approvalMode} → ${after.approvalMode}`,
    });
  }
  const memoryBefore = userMemoryText(before.userMemory);
  const memoryAfter = userMemoryText(after.userMemory);
  if (memoryBefore !== memoryAfter) {
    changes.push({
      key: 'memory',
      summary: `${memoryBefore.length} → ${memoryAfter.length} characters`,
    });
  }
  const tools = listDelta(effectiveTools(before).tools, effectiveTools(after).tools);
  if (tools) changes.push({ key: 'tools', summary: tools });
  const other = OTHER_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (other.length > 0) changes.push({ key: 'other', summary: other.join(', ') });
  return changes;
}

/**
 * Renders the system prompt for both configurations and diffs them line by line: what
 * `updateSystemInstructionIfInitialized` would swap in after a model, approval mode, memory
 * or tool change. Hunks carry three lines of context.
 */
export function diffSystemInstruction(
  before: PromptInput,
  after: PromptInput,
): SystemInstructionDiff {
  const beforeText = renderSystemPrompt(before).text;
  const afterText = renderSystemPrompt(after).text;
  // Both texts get a final newline so appended memory does not show the last line as changed.
  const patch = structuredPatch(
    'system-instruction',
    'system-instruction',
    `${beforeText}\n`,
    `${afterText}\n`,
    '',
    '',
    { context: 3 },
  );
  const hunks = patch.hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({
    oldStart,
    oldLines,
    newStart,
    newLines,
    lines,
  }));
  const count = (sign: string): number =>
    hunks.reduce((sum, hunk) => sum + hunk.lines.filter((line) => line.startsWith(sign)).length, 0);
  return {
    changedInputs: changedInputs(before, after),
    before: beforeText,
    after: afterText,
    textChanged: beforeText !== afterText,
    hunks,
    added: count('+'),
    removed: count('-'),
  };
}
