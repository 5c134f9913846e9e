import { describe, expect, it } from 'vitest';
import { renderAgentSkills } from './agentSkills';

const pdf = {
  name: 'pdf',
  description: 'Fill & read <PDF> forms',
  location: '/skills/pdf/SKILL.md',
};
const sql = { name: 'sql', description: 'Query databases', location: '/skills/sql/SKILL.md' };

describe('renderAgentSkills', () => {
  describe.each([
    { name: 'undefined', skills: undefined },
    { name: 'no skills', skills: [] },
  ])('$name', ({ skills }) => {
    it('renders nothing', () => {
      expect(renderAgentSkills(skills)).toBe('');
    });
  });

  describe.each([
    { name: 'one skill', skills: [pdf] },
    { name: 'two skills', skills: [pdf, sql] },
  ])('$name', ({ skills }) => {
    const text = renderAgentSkills(skills);

    it('starts with a newline and the heading, and is not trimmed', () => {
      // The composer joins it to agent contexts with a single \n, relying on this one.
      expect(text.startsWith('\n# Available Agent Skills\n')).toBe(true);
    });

    it('lists each skill as 2-space-indented XML without escaping', () => {
      for (const skill of skills) {
        expect(text).toContain(
          `  <skill>\n    <name>${skill.name}</name>\n    <description>${skill.description}</description>\n    <location>${skill.location}</location>\n  </skill>`,
        );
      }
      expect(text).toContain('Fill & read <PDF> forms');
      expect(text.match(/<skill>/g)).toHaveLength(skills.length);
      expect(text.endsWith('</available_skills>')).toBe(true);
    });
  });
});
