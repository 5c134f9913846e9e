import type { Content } from '../content';
import { functionResponsePayload } from './truncateHistory';
import { extractStateSnapshot, type StateSnapshot } from './snapshot';

/** One tool call paired with what its response said. */
export interface ToolActivity {
  tool: string;
  target: string;
  outcome: string;
  failed: boolean;
}

/** Facts a mechanical reading of a history yields, for the offline summariser. */
export interface HistoryFacts {
  userRequests: string[];
  previousSnapshot: StateSnapshot | null;
  workingDirectory: string | null;
  filesRead: string[];
  filesChanged: Map<string, string[]>;
  commands: { command: string; outcome: string; failed: boolean }[];
  errors: string[];
  actions: ToolActivity[];
  lastModelText: string | null;
}

const ENV_PREFIX = 'This is the Gemini CLI.';
const oneLine = (text: string, max = 140): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const pushUnique = (list: string[], value: string): void => {
  if (value && !list.includes(value)) list.push(value);
};

/** A short outcome line for a tool result, and whether it failed (error field or exit ≠ 0). */
function describeOutcome(payload: string, response: unknown): { outcome: string; failed: boolean } {
  const record =
    response && typeof response === 'object' ? (response as Record<string, unknown>) : {};
  if (record.error) {
    const error = str(record.error) || JSON.stringify(record.error);
    return { outcome: `error: ${oneLine(error)}`, failed: true };
  }
  const exit = /Exit Code: (-?\d+)/.exec(payload);
  if (exit) {
    const failed = exit[1] !== '0';
    const errorLine = failed
      ? payload.split('\n').find((l) => /\b(error|failed|FAIL)\b/i.test(l) && !/\(none\)/.test(l))
      : undefined;
    return { outcome: `exit ${exit[1]}${errorLine ? `, ${oneLine(errorLine, 100)}` : ''}`, failed };
  }
  const first = payload.split('\n').find((l) => l.trim() !== '') ?? '';
  return { outcome: oneLine(first || '(empty output)', 100), failed: false };
}

function targetOf(args: Record<string, unknown>): string {
  return (
    str(args.file_path) ||
    str(args.absolute_path) ||
    str(args.path) ||
    str(args.command) ||
    str(args.pattern) ||
    str(args.dir_path)
  );
}

/** Walks a history once and collects the facts the offline summariser writes down. */
export function collectHistoryFacts(history: readonly Content[]): HistoryFacts {
  const facts: HistoryFacts = {
    userRequests: [],
    previousSnapshot: null,
    workingDirectory: null,
    filesRead: [],
    filesChanged: new Map(),
    commands: [],
    errors: [],
    actions: [],
    lastModelText: null,
  };
  const pending = new Map<string, { name: string; args: Record<string, unknown> }[]>();
  for (const content of history) {
    for (const part of content.parts ?? []) {
      const text = str(part?.text);
      if (text && content.role === 'user') {
        const snapshot = extractStateSnapshot(text);
        if (snapshot) facts.previousSnapshot = snapshot;
        else if (text.startsWith(ENV_PREFIX)) {
          const dir = /I'm currently working in the directory: (.+)/.exec(text);
          facts.workingDirectory = dir?.[1]?.trim() ?? facts.workingDirectory;
        } else facts.userRequests.push(oneLine(text, 300));
      } else if (text && content.role === 'model' && !part?.thought) {
        facts.lastModelText = oneLine(text, 300);
      }
      const call = part?.functionCall;
      if (call?.name) {
        const queue = pending.get(call.name) ?? [];
        queue.push({ name: call.name, args: call.args ?? {} });
        pending.set(call.name, queue);
      }
      const fr = part?.functionResponse;
      if (fr) {
        const name = fr.name ?? 'unknown_tool';
        const args = pending.get(name)?.shift()?.args ?? {};
        const payload = functionResponsePayload(fr.response);
        const { outcome, failed } = describeOutcome(payload, fr.response);
        const target = targetOf(args);
        facts.actions.push({ tool: name, target, outcome, failed });
        if (failed) pushUnique(facts.errors, `${name} ${oneLine(target, 80)}: ${outcome}`);
        if (name === 'read_file' || name === 'read_many_files') pushUnique(facts.filesRead, target);
        if (name === 'run_shell_command') facts.commands.push({ command: target, outcome, failed });
        if ((name === 'replace' || name === 'write_file') && target) {
          const edits = facts.filesChanged.get(target) ?? [];
          const what =
            name === 'write_file' ? 'written' : `replaced "${oneLine(str(args.old_string), 40)}"`;
          edits.push(failed ? `${what} (failed)` : what);
          facts.filesChanged.set(target, edits);
        }
      }
    }
  }
  return facts;
}
