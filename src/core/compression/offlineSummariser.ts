import { leaveOutSecretStrings } from '../security/secretStrings';
import type { Content } from '../content';
import { collectHistoryFacts, type HistoryFacts } from './historyFacts';
import type { SummaryRequest } from './requests';
import type { Summariser } from './simulate';
import { STATE_SNAPSHOT_ELEMENTS } from '../prompt';
import type { StateSnapshotElement } from './snapshot';

/** First line of the offline summariser's scratchpad: says plainly that no model wrote it. */
export const OFFLINE_SUMMARY_NOTICE =
  'Offline sample summariser: deterministic rules, not a language model. Every line below was ' +
  'extracted mechanically from the history.';

const CONSTRAINT_WORDS =
  /\b(must|never|always|do not|don't|keep|only|without|avoid|prefer|should)\b/i;
const RECENT_ACTIONS = 8;

const bullets = (lines: readonly string[], empty: string): string =>
  (lines.length > 0 ? lines : [empty]).map((line) => `- ${line}`).join('\n');

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function fromPrevious(facts: HistoryFacts, name: StateSnapshotElement): string[] {
  const text = facts.previousSnapshot?.elements[name] ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*]\s*/, '').trim())
    .filter(Boolean);
}

function elementBodies(facts: HistoryFacts): Record<StateSnapshotElement, string> {
  const goal =
    fromPrevious(facts, 'overall_goal')[0] ?? facts.userRequests[0] ?? 'No user request found.';
  const constraints = [
    ...fromPrevious(facts, 'active_constraints'),
    ...facts.userRequests.flatMap(sentences).filter((s) => CONSTRAINT_WORDS.test(s)),
  ];
  const commands = facts.commands.map(
    (c) => `\`${c.command}\` → ${c.failed ? 'failed: ' : ''}${c.outcome}`,
  );
  const knowledge = [
    ...fromPrevious(facts, 'key_knowledge'),
    ...commands,
    ...facts.errors
      .filter((e) => !e.startsWith('run_shell_command '))
      .map((e) => `Error seen: ${e}`),
  ];
  const artifacts = [
    ...fromPrevious(facts, 'artifact_trail'),
    ...[...facts.filesChanged].map(([file, edits]) => `${file}: ${edits.join('; ')}`),
  ];
  const changed = [...facts.filesChanged.keys()];
  const fileState = [
    `CWD: ${facts.workingDirectory ?? 'unknown'}`,
    ...changed.map((f) => `MODIFIED: ${f}`),
    ...facts.filesRead.filter((f) => !changed.includes(f)).map((f) => `READ: ${f}`),
  ];
  const recent = facts.actions
    .slice(-RECENT_ACTIONS)
    .map((a) => `${a.tool}${a.target ? ` ${a.target}` : ''} → ${a.outcome}`);
  const requests = facts.userRequests;
  const tasks = [
    ...fromPrevious(facts, 'task_state'),
    ...requests.slice(0, -1).map((r) => `[DONE] ${r}`),
    ...requests.slice(-1).map((r) => `[IN PROGRESS] ${r}`),
    ...(facts.lastModelText ? [`[NEXT] Continue from: ${facts.lastModelText}`] : []),
  ];
  return {
    overall_goal: goal,
    active_constraints: bullets([...new Set(constraints)], 'None stated.'),
    key_knowledge: bullets([...new Set(knowledge)], 'Nothing recorded.'),
    artifact_trail: bullets(artifacts, 'No files changed.'),
    file_system_state: bullets(fileState, 'Nothing recorded.'),
    recent_actions: bullets(recent, 'No tool calls.'),
    task_state: bullets(tasks, 'No task recorded.'),
  };
}

const indent = (text: string, pad: string): string =>
  text
    .split('\n')
    .map((line) => pad + line)
    .join('\n');

/** The history a summary request summarises: its contents without the closing turns. */
function summarisedHistory(request: SummaryRequest): Content[] {
  return request.contents.slice(0, request.kind === 'verify' ? -2 : -1);
}

/**
 * A deterministic stand-in for the summarising model, clearly labelled as a sample: it fills
 * every `<state_snapshot>` element from facts read off the history (first request as goal,
 * constraints the user stated, commands and errors, files touched through tool calls, the last
 * actions, the task list), carrying over an earlier snapshot's lines when one exists.
 */
export function offlineSummarise(request: SummaryRequest): string {
  const history = summarisedHistory(request);
  const facts = collectHistoryFacts(history);
  const bodies = elementBodies(facts);
  const elements = STATE_SNAPSHOT_ELEMENTS.map(
    (name) => `    <${name}>\n${indent(bodies[name], '        ')}\n    </${name}>`,
  );
  // A model would read the history as it is; this sample leaves credential-shaped strings out,
  // so a key pasted in a history is not copied into the snapshot (and from there into links).
  return leaveOutSecretStrings(
    [
      '<scratchpad>',
      OFFLINE_SUMMARY_NOTICE,
      `Read ${history.length} messages, ${facts.actions.length} tool results.`,
      '</scratchpad>',
      '<state_snapshot>',
      ...elements,
      '</state_snapshot>',
    ].join('\n'),
  );
}

/** {@link offlineSummarise} in the shape `simulateCompression` takes. */
export const offlineSummariser: Summariser = (request) =>
  Promise.resolve(offlineSummarise(request));
