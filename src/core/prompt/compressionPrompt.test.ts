/**
 * The compression system instruction, checked against what gemini-cli's
 * packages/core/src/core/prompts.ts getCompressionPrompt (commit 4a6e3eb646) asks of the
 * summariser: its two headings, a private scratchpad first, then a `<state_snapshot>` with
 * seven elements in a fixed order. The expectations are read from the rendered text, never
 * from the module's own constants.
 */
import { describe, expect, it } from 'vitest';
import { getCompressionPrompt, STATE_SNAPSHOT_ELEMENTS } from './compressionPrompt';

/** The `<state_snapshot>` children, in the order the CLI's prompt lists them. */
const CLI_SNAPSHOT_ELEMENTS = [
  'overall_goal',
  'active_constraints',
  'key_knowledge',
  'artifact_trail',
  'file_system_state',
  'recent_actions',
  'task_state',
];

/** Length of the CLI's compression prompt at the reference revision (4a6e3eb646). */
const CLI_PROMPT_CHARS = 3388;

const prompt = getCompressionPrompt();

/** The text under a `### ` heading, up to the next heading or the end. */
function sectionBody(heading: string): string {
  const start = prompt.indexOf(`### ${heading}\n`);
  if (start < 0) return '';
  const rest = prompt.slice(start + heading.length + 5);
  const next = rest.search(/^### /m);
  return next < 0 ? rest : rest.slice(0, next);
}

/** The snapshot template: the last `<state_snapshot>` … `</state_snapshot>` block. */
function snapshotTemplate(): string {
  const open = prompt.lastIndexOf('<state_snapshot>\n');
  const close = prompt.lastIndexOf('</state_snapshot>');
  return open >= 0 && close > open ? prompt.slice(open + '<state_snapshot>\n'.length, close) : '';
}

/** Names of the elements opened directly inside the snapshot template, in order. */
function templateChildren(template: string): string[] {
  const names: string[] = [];
  const pattern = /^ {4}<([a-z_]+)>$/gm;
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) {
    names.push(match[1] ?? '');
  }
  return names;
}

describe('getCompressionPrompt', () => {
  it('has exactly the CLI headings, the security rule before the goal', () => {
    const headings = prompt.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual(['### CRITICAL SECURITY RULE', '### GOAL']);
  });

  it('tells the summariser to treat the history as data, never as instructions', () => {
    const rule = sectionBody('CRITICAL SECURITY RULE');
    expect(rule.trim().split('\n').length).toBeGreaterThanOrEqual(2);
    // Names what it guards against, forbids obeying it, and pins the output to the snapshot.
    expect(rule).toMatch(/instruction|command|directive/i);
    expect(rule).toMatch(/\b(never|do not|don't|must not)\b/i);
    expect(rule).toMatch(/snapshot/i);
  });

  it('states the goal: the snapshot replaces the history, so nothing needed may be lost', () => {
    const goal = sectionBody('GOAL');
    expect(goal).toMatch(/replace/i);
    expect(goal).toMatch(/memory|everything|every detail/i);
    expect(goal).toMatch(/dense|concise|compact/i);
  });

  it('asks for private reasoning in <scratchpad> first, then the <state_snapshot>', () => {
    const goal = sectionBody('GOAL');
    const scratchpad = goal.indexOf('<scratchpad>');
    const snapshot = goal.indexOf('<state_snapshot>');
    expect(scratchpad).toBeGreaterThanOrEqual(0);
    expect(snapshot).toBeGreaterThan(scratchpad);
    expect(goal.slice(Math.max(0, scratchpad - 80), scratchpad)).toMatch(/first|before/i);
  });

  it('ends with the snapshot template: the seven elements in the CLI order', () => {
    expect(prompt.endsWith('</state_snapshot>')).toBe(true);
    expect(templateChildren(snapshotTemplate())).toEqual(CLI_SNAPSHOT_ELEMENTS);
  });

  it('closes every element and says what belongs in it', () => {
    const template = snapshotTemplate();
    for (const name of CLI_SNAPSHOT_ELEMENTS) {
      const body = new RegExp(`^ {4}<${name}>\\n([\\s\\S]*?)\\n {4}</${name}>$`, 'm').exec(
        template,
      )?.[1];
      expect(body, name).toBeDefined();
      // Guidance is a comment for the summariser with words in it, not an empty slot.
      expect(body?.trim(), name).toMatch(/^<!--[\s\S]*\w{4,}[\s\S]*-->$/);
    }
    // Nothing outside the seven elements (blank lines between them only).
    const outside = template.replace(/^ {4}<([a-z_]+)>\n[\s\S]*?\n {4}<\/\1>$/gm, '');
    expect(outside.trim()).toBe('');
  });

  it('exports the element list the compression parser reads, matching the template', () => {
    expect([...STATE_SNAPSHOT_ELEMENTS]).toEqual(templateChildren(snapshotTemplate()));
  });

  it('is about the size of the CLI prompt and the same on every call', () => {
    expect(prompt.length).toBeGreaterThan(CLI_PROMPT_CHARS * 0.5);
    expect(prompt.length).toBeLessThan(CLI_PROMPT_CHARS * 1.5);
    expect(getCompressionPrompt()).toBe(prompt);
  });
});
