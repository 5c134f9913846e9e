import { describe, expect, it } from 'vitest';
import { getCompressionPrompt, STATE_SNAPSHOT_ELEMENTS } from './compressionPrompt';

describe('getCompressionPrompt (behaviour doc §f)', () => {
  const prompt = getCompressionPrompt();

  it('has the two headings, security rule first', () => {
    expect(prompt.indexOf('### CRITICAL SECURITY RULE')).toBeGreaterThan(0);
    expect(prompt.indexOf('### GOAL')).toBeGreaterThan(
      prompt.indexOf('### CRITICAL SECURITY RULE'),
    );
  });

  it('asks for a scratchpad before the snapshot', () => {
    expect(prompt.indexOf('<scratchpad>')).toBeGreaterThan(0);
    expect(prompt.indexOf('<scratchpad>')).toBeLessThan(prompt.indexOf('<state_snapshot>'));
  });

  it('lists the seven snapshot elements in the CLI order', () => {
    expect(STATE_SNAPSHOT_ELEMENTS).toEqual([
      'overall_goal',
      'active_constraints',
      'key_knowledge',
      'artifact_trail',
      'file_system_state',
      'recent_actions',
      'task_state',
    ]);
    const positions = STATE_SNAPSHOT_ELEMENTS.map((name) => prompt.indexOf(`<${name}>`));
    expect(positions.every((p) => p > prompt.indexOf('<state_snapshot>\n'))).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(prompt.endsWith('</state_snapshot>')).toBe(true);
  });
});
