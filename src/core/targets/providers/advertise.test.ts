import { describe, expect, it } from 'vitest';
import { advertisedTools, createDefaultProviderTools, PROVIDER_TOOL_GROUPS } from './advertise';

const core = [...PROVIDER_TOOL_GROUPS.core];
const web = [...PROVIDER_TOOL_GROUPS.extended];
const task = [...PROVIDER_TOOL_GROUPS.task];

describe('advertisedTools', () => {
  it.each([
    [false, false, core],
    [true, false, [...core, ...web]],
    [false, true, [...core, ...task]],
    [true, true, [...core, ...web, ...task]],
  ])('webAccess=%s subAgents=%s', (webAccess, subAgents, expected) => {
    const tools = createDefaultProviderTools();
    const names = advertisedTools({ tools, capabilities: { webAccess, subAgents } }).map(
      (t) => t.name,
    );
    expect(names).toEqual(expected);
  });

  it('treats custom tools as core and keeps edits', () => {
    const tools = [
      ...createDefaultProviderTools(),
      { name: 'Deploy', description: 'Ship it.', input_schema: { type: 'object', properties: {} } },
    ];
    const first = tools[0];
    if (first) first.description = 'Edited.';
    const out = advertisedTools({ tools, capabilities: { webAccess: false, subAgents: false } });
    expect(out.map((t) => t.name)).toContain('Deploy');
    expect(out[0]?.description).toBe('Edited.');
  });

  it('hands out independent copies of the catalogue', () => {
    const a = createDefaultProviderTools();
    a[0]!.name = 'Changed';
    expect(createDefaultProviderTools()[0]?.name).toBe('Read');
  });
});
