/**
 * The plan-mode tool list a release renders: the registry its plan policy leaves (the text
 * calls every listed tool read-only, so a tool the policy denies must not be listed).
 */
import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../state/defaults';
import { toPromptInput } from '../../inputs/toPromptInput';
import { renderSystemPrompt } from '../renderSystemPrompt';
import { effectiveTools } from '../effectiveTools';

/** The `<tool>` lines after the plan-mode heading, as tool names. */
function listedTools(text: string): string[] {
  // Legacy: "The following read-only tools are available …"; modern: "… tools are available …".
  const at = text.search(/The following (read-only )?tools are available in Plan Mode/);
  expect(at).toBeGreaterThan(-1);
  const lines = text.slice(at).split('\n').slice(1);
  const listed: string[] = [];
  for (const line of lines) {
    const match = /^\s*<tool>`([^`]+)`/.exec(line);
    if (!match) {
      if (listed.length > 0) break;
      continue;
    }
    listed.push(match[1] ?? '');
  }
  return listed;
}

function planPrompt(model: string, interactive = true) {
  const state = createDefaultPlaygroundState('0.61.0');
  state.gemini.model = model;
  state.gemini.approvalMode = 'plan';
  state.gemini.interactive = interactive;
  return renderSystemPrompt(toPromptInput(state));
}

describe('a release’s plan-mode tool list', () => {
  it.each([
    ['legacy', 'gemini-2.5-pro'],
    ['modern', 'gemini-3-pro-preview'],
  ])('lists only tools the plan policy keeps (%s family)', (_family, model) => {
    const rendered = planPrompt(model);
    const listed = listedTools(rendered.text);
    // Denied outright in plan mode: never offered as read-only.
    for (const denied of [
      'run_shell_command',
      'write_todos',
      'read_many_files',
      'enter_plan_mode',
    ]) {
      expect(listed).not.toContain(denied);
    }
    // Read-only, or allowed for plan files / some agents only (the CLI keeps those registered).
    for (const kept of ['read_file', 'glob', 'grep_search', 'list_directory', 'exit_plan_mode']) {
      expect(listed).toContain(kept);
    }
    expect(listed).toEqual(expect.arrayContaining(['write_file', 'replace', 'invoke_agent']));
    expect(rendered.removedTools.map((r) => r.name)).toContain('run_shell_command');
  });

  it('drops the tools plan mode only asks about when nobody can answer', () => {
    const tools = ['ask_user', 'web_fetch', 'activate_skill', 'read_file'];
    const base = { tools, approvalMode: 'plan' as const, model: 'gemini-2.5-pro' };
    const release = { ...base, cliVersion: '0.61.0' as const };
    expect(effectiveTools({ ...release, interactive: true }).tools).toEqual(tools);
    expect(effectiveTools({ ...release, interactive: false }).tools).toEqual(['read_file']);
  });

  it('leaves 2026-02 and the other modes alone', () => {
    const tools = ['run_shell_command', 'read_file'];
    const input = { tools, interactive: true, model: 'gemini-2.5-pro' };
    expect(effectiveTools({ ...input, approvalMode: 'plan', cliVersion: '2026-02' }).tools).toEqual(
      tools,
    );
    expect(
      effectiveTools({ ...input, approvalMode: 'default', cliVersion: '0.61.0' }).tools,
    ).toEqual(tools);
  });
});
