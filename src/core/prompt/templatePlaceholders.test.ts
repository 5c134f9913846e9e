import { describe, expect, it } from 'vitest';
import { findTemplatePlaceholders, TEMPLATE_VARIABLES } from './templatePlaceholders';

const tools = ['read_file', 'run_shell_command'];

describe('findTemplatePlaceholders', () => {
  describe.each([
    { text: '${AgentSkills}', resolved: true, suggestion: undefined },
    { text: '${SubAgents}', resolved: true, suggestion: undefined },
    { text: '${AvailableTools}', resolved: true, suggestion: undefined },
    { text: '${read_file_ToolName}', resolved: true, suggestion: undefined },
    // The seed's old spelling: suggest the CLI's ${<tool>_ToolName}.
    { text: '${ToolName_read_file}', resolved: false, suggestion: '${read_file_ToolName}' },
    { text: '${availabletools}', resolved: false, suggestion: '${AvailableTools}' },
    { text: '${Read_File_ToolName}', resolved: false, suggestion: '${read_file_ToolName}' },
    { text: '${write_file_ToolName}', resolved: false, suggestion: undefined },
    { text: '${Whatever}', resolved: false, suggestion: undefined },
  ])('$text', ({ text, resolved, suggestion }) => {
    it('reports position, resolution and a suggestion', () => {
      const template = `Use ${text} here`;
      const [found] = findTemplatePlaceholders(template, { tools });
      expect(found?.start).toBe(4);
      expect(template.slice(found?.start, found?.end)).toBe(text);
      expect(found?.name).toBe(text.slice(2, -1));
      expect(found?.resolved).toBe(resolved);
      expect(found?.suggestion).toBe(suggestion);
    });
  });

  it('finds every placeholder in order', () => {
    const found = findTemplatePlaceholders('${SubAgents}\n${x}${AvailableTools}', { tools });
    expect(found.map((p) => p.name)).toEqual(['SubAgents', 'x', 'AvailableTools']);
  });
});

describe('TEMPLATE_VARIABLES', () => {
  it('lists the fixed variables, then one per registered tool', () => {
    expect(TEMPLATE_VARIABLES(tools).map((v) => v.placeholder)).toEqual([
      '${AgentSkills}',
      '${SubAgents}',
      '${AvailableTools}',
      '${read_file_ToolName}',
      '${run_shell_command_ToolName}',
    ]);
  });
});
