import { describe, expect, it } from 'vitest';
import { renderAgentSkills } from './sections/agentSkills';
import { applySubstitutions, NO_TOOLS_AVAILABLE_TEXT } from './substitutions';

const base = {
  tools: ['read_file', 'glob'],
  skills: [],
  agentDirectoryContext: 'Mock Agent Directory',
};

describe('applySubstitutions (gemini-cli packages/core/src/prompts/utils.ts)', () => {
  describe.each([
    { template: '${AvailableTools}', expected: '- read_file\n- glob' },
    { template: '${SubAgents}', expected: 'Mock Agent Directory' },
    { template: '${AgentSkills}|', expected: '|' },
    {
      template: 'use ${read_file_ToolName} and ${glob_ToolName}',
      expected: 'use read_file and glob',
    },
    { template: '${ToolName_read_file}', expected: '${ToolName_read_file}' },
    { template: '${Read_File_ToolName}', expected: '${Read_File_ToolName}' },
    { template: '${write_file_ToolName}', expected: '${write_file_ToolName}' },
    { template: '${Unknown} ${availableTools}', expected: '${Unknown} ${availableTools}' },
    { template: '${SubAgents}${SubAgents}', expected: 'Mock Agent DirectoryMock Agent Directory' },
  ])('$template', ({ template, expected }) => {
    it('substitutes known variables and leaves the rest verbatim', () => {
      expect(applySubstitutions(template, base)).toBe(expected);
    });
  });

  it('inserts the full skills block, heading and leading newline included', () => {
    const skills = [{ name: 'pdf', description: 'PDFs', location: '/s' }];
    expect(applySubstitutions('A${AgentSkills}', { ...base, skills })).toBe(
      `A${renderAgentSkills(skills)}`,
    );
  });

  it('says so when no tools are registered', () => {
    expect(applySubstitutions('${AvailableTools}', { ...base, tools: [] })).toBe(
      NO_TOOLS_AVAILABLE_TEXT,
    );
  });

  describe('quirks (ran in CLI)', () => {
    it('re-scans text inserted by earlier steps, in order skills → sub-agents → tools', () => {
      const skills = [
        { name: 's', description: 'see ${SubAgents} via ${glob_ToolName}', location: '/s' },
      ];
      const out = applySubstitutions('${AgentSkills}', { ...base, skills });
      expect(out).toContain('<description>see Mock Agent Directory via glob</description>');
      // Sub-agent text is inserted before ${AvailableTools} runs, so it is expanded too...
      expect(
        applySubstitutions('${SubAgents}', { ...base, agentDirectoryContext: '${AvailableTools}' }),
      ).toBe('- read_file\n- glob');
      // ...but a ${SubAgents} inside the tool list is never expanded (that step already ran).
      expect(applySubstitutions('${AvailableTools}', { ...base, tools: ['${SubAgents}'] })).toBe(
        '- ${SubAgents}',
      );
    });

    it('interprets $& and $$ in inserted values (String.replace semantics)', () => {
      expect(
        applySubstitutions('[${SubAgents}]', { ...base, agentDirectoryContext: 'a $& b $$ c' }),
      ).toBe('[a ${SubAgents} b $ c]');
    });

    it('does not escape tool names: a "." matches any character', () => {
      expect(applySubstitutions('${aXb_ToolName}', { ...base, tools: ['a.b'] })).toBe('a.b');
    });

    it('throws like the CLI for a tool name that is not valid regex source', () => {
      expect(() => applySubstitutions('x', { ...base, tools: ['bad('] })).toThrow(SyntaxError);
    });
  });
});
