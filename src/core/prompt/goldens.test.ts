/** A few named golden snapshots, each beside explicit assertions on the lines that matter. */
import { describe, expect, it } from 'vitest';
import { createDefaultPromptInput } from './defaults';
import { renderSystemPrompt } from './renderSystemPrompt';
import { SECTION_KEYS } from './sectionKeys';

describe('golden: default prompt outline', () => {
  const { text } = renderSystemPrompt(createDefaultPromptInput());
  const outline = text.split('\n').filter((line) => line.startsWith('#'));

  it('matches the CLI default heading outline', () => {
    // Default CLI (gemini-cli packages/core/src/prompts/promptProvider.ts getCoreSystemPrompt) plus git and the sub-agent directory of our default input.
    expect(outline[0]).toBe('# Core Mandates');
    expect(outline).toContain('## Available Sub-Agents');
    expect(outline.at(-1)).toBe('# Final Reminder');
    expect(outline).toMatchInlineSnapshot(`
      [
        "# Core Mandates",
        "## Available Sub-Agents",
        "# Hook Context",
        "# Primary Workflows",
        "## Software Engineering Tasks",
        "## New Applications",
        "# Operational Guidelines",
        "## Shell tool output token efficiency:",
        "## Tone and Style (CLI Interaction)",
        "## Security and Safety Rules",
        "## Tool Usage",
        "## Interaction Details",
        "# Outside of Sandbox",
        "# Git Repository",
        "# Final Reminder",
      ]
    `);
  });
});

describe('golden: minimal non-interactive prompt with memory', () => {
  const env: Record<string, string> = Object.fromEntries(
    SECTION_KEYS.filter((key) => key !== 'PREAMBLE' && key !== 'SANDBOX').map((key) => [
      `GEMINI_PROMPT_${key}`,
      '0',
    ]),
  );
  env['SANDBOX'] = 'docker';
  const { text, sections } = renderSystemPrompt({
    ...createDefaultPromptInput(),
    interactive: false,
    env,
    userMemory:
      '--- Context from: GEMINI.md ---\nUse pnpm.\n--- End of Context from: GEMINI.md ---',
  });

  it('is preamble, generic sandbox and memory, one blank line apart', () => {
    expect(text.startsWith('You are a non-interactive CLI agent')).toBe(true);
    expect(text).toContain('\n\n# Sandbox\n');
    expect(sections.map((s) => s.key)).toEqual(['PREAMBLE', 'SANDBOX', 'USER_MEMORY']);
    expect(text).toMatchInlineSnapshot(`
      "You are a non-interactive CLI agent whose speciality is software engineering work. Your purpose is to help the user safely and efficiently, following the instructions below closely and putting the tools you have to good use.

      # Sandbox
      You are running in a sandbox container that restricts access to files outside the project directory and the system temporary directory, and limits host resources such as ports. If a command fails in a way that sandboxing could explain, say so when you report the error, and explain how the user might need to adjust their sandbox configuration.

      ---

      --- Context from: GEMINI.md ---
      Use pnpm.
      --- End of Context from: GEMINI.md ---"
    `);
  });
});

describe('golden: custom template with every variable', () => {
  const template = [
    '# Team agent',
    '${AgentSkills}',
    '',
    '## Tools',
    '${AvailableTools}',
    '',
    '## Helpers',
    '${SubAgents}',
    '',
    'Read files with ${read_file_ToolName}, never ${ToolName_read_file}.',
  ].join('\n');
  const result = renderSystemPrompt({
    ...createDefaultPromptInput(),
    tools: ['read_file', 'glob'],
    skills: [{ name: 'pdf', description: 'Handle PDFs', location: '/skills/pdf/SKILL.md' }],
    agentDirectoryContext: 'No sub-agents are currently available.',
    env: { GEMINI_SYSTEM_MD: '1' },
    files: { '/home/dev/projects/acme-api/.gemini/system.md': template },
  });

  it('substitutes the CLI variables and keeps the old-style one verbatim', () => {
    expect(result.mode).toBe('custom');
    expect(result.text).toContain('Read files with read_file, never ${ToolName_read_file}.');
    expect(result.warnings.map((w) => w.code)).toEqual(['unresolved-placeholder']);
    expect(result.text).toMatchInlineSnapshot(`
      "# Team agent

      # Available Agent Skills

      The skills below give you specialised capabilities. When a task matches a skill's description, activate it with \`activate_skill\` to receive its detailed instructions and resources.

      <available_skills>
        <skill>
          <name>pdf</name>
          <description>Handle PDFs</description>
          <location>/skills/pdf/SKILL.md</location>
        </skill>
      </available_skills>

      ## Tools
      - read_file
      - glob

      ## Helpers
      No sub-agents are currently available.

      Read files with read_file, never \${ToolName_read_file}."
    `);
  });
});
