import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from './defaults';
import { restorePlaygroundState } from './persist';

describe('gemini.mcpTools in saved state', () => {
  it('is empty for a state saved before the field existed', () => {
    const saved = createDefaultPlaygroundState() as unknown as { gemini: Record<string, unknown> };
    delete saved.gemini['mcpTools'];
    expect(restorePlaygroundState(saved).state.gemini.mcpTools).toEqual([]);
  });

  it('keeps well-formed tools and repairs malformed ones', () => {
    const saved = createDefaultPlaygroundState();
    const tools = [
      { serverName: 'github', serverToolName: 'list_issues', readOnly: true },
      { serverName: 7, serverToolName: 'x' },
      { serverName: 'db', serverToolName: 'query', readOnly: 'yes' },
    ];
    const restored = restorePlaygroundState({
      ...saved,
      gemini: { ...saved.gemini, mcpTools: tools },
    });
    expect(restored.state.gemini.mcpTools[0]).toEqual(tools[0]);
    expect(restored.state.gemini.mcpTools[1]?.serverName).toBe('');
    expect(restored.state.gemini.mcpTools[2]?.readOnly).toBe(false);
    expect(restored.repairs.length).toBeGreaterThan(0);
  });

  it('reads a tool saved before the read-only mark as not read-only, without a repair', () => {
    const saved = createDefaultPlaygroundState();
    const restored = restorePlaygroundState({
      ...saved,
      gemini: { ...saved.gemini, mcpTools: [{ serverName: 'github', serverToolName: 'a' }] },
    });
    expect(restored.state.gemini.mcpTools).toEqual([
      { serverName: 'github', serverToolName: 'a', readOnly: false },
    ]);
    expect(restored.repairs).toEqual([]);
  });
});
