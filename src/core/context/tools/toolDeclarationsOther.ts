import {
  ACTIVATE_SKILL_TOOL_NAME,
  ASK_USER_TOOL_NAME,
  CLI_HELP_AGENT_NAME,
  CODEBASE_INVESTIGATOR_AGENT_NAME,
  ENTER_PLAN_MODE_TOOL_NAME,
  EXIT_PLAN_MODE_TOOL_NAME,
  GET_INTERNAL_DOCS_TOOL_NAME,
  MEMORY_TOOL_NAME,
  SHELL_TOOL_NAME,
  WEB_FETCH_TOOL_NAME,
  WEB_SEARCH_TOOL_NAME,
  WRITE_TODOS_TOOL_NAME,
} from '../../toolNames';
import { bool, objectSchema, str, type ToolFunctionDeclaration } from './toolSchemas';

/** Declarations of the shell, web, memory, planning and agent tools (descriptions in our words). */
export const OTHER_TOOL_DECLARATIONS: readonly ToolFunctionDeclaration[] = [
  {
    name: SHELL_TOOL_NAME,
    description:
      'Runs a shell command and returns its stdout, stderr, exit code and any background process ids.',
    parametersJsonSchema: objectSchema(
      {
        command: str('The exact command line to run.'),
        description: str('A short note for the user on what the command does.'),
        dir_path: str('Folder to run it in (default: the project root).'),
        is_background: bool('Start it in the background, e.g. for a server (default false).'),
      },
      ['command'],
    ),
  },
  {
    name: WEB_FETCH_TOOL_NAME,
    description:
      'Fetches the URLs named in the prompt (up to 20) and answers the prompt from their content.',
    parametersJsonSchema: objectSchema(
      { prompt: str('A request that contains the URLs to fetch and what to do with them.') },
      ['prompt'],
    ),
  },
  {
    name: WEB_SEARCH_TOOL_NAME,
    description: 'Searches the web through Google Search and returns a summary with sources.',
    parametersJsonSchema: objectSchema({ query: str('What to search for.') }, ['query']),
  },
  {
    name: MEMORY_TOOL_NAME,
    description:
      'Stores a short fact about the user or their preferences in the global GEMINI.md so it is remembered in later sessions.',
    parametersJsonSchema: objectSchema(
      { fact: str('The fact to remember, as one self-contained sentence.') },
      ['fact'],
    ),
  },
  {
    name: WRITE_TODOS_TOOL_NAME,
    description:
      'Replaces the task list for the current request; use it to plan and track multi-step work.',
    parametersJsonSchema: objectSchema(
      {
        todos: {
          type: 'array',
          description: 'The full, updated list of tasks.',
          items: objectSchema(
            {
              description: str('What the task is.'),
              status: {
                type: 'string',
                description: 'Where the task stands.',
                enum: ['pending', 'in_progress', 'completed', 'cancelled'],
              },
            },
            ['description', 'status'],
          ),
        },
      },
      ['todos'],
    ),
  },
  {
    name: GET_INTERNAL_DOCS_TOOL_NAME,
    description:
      "Reads the CLI's own documentation; call it without a path to list the available pages.",
    parametersJsonSchema: objectSchema({ path: str('A documentation page to read.') }),
  },
  {
    name: ACTIVATE_SKILL_TOOL_NAME,
    description:
      "Loads a skill's full instructions and resources into the conversation; call it before doing work the skill covers.",
    parametersJsonSchema: objectSchema({ name: str('The name of the skill to activate.') }, [
      'name',
    ]),
  },
  {
    name: ASK_USER_TOOL_NAME,
    description:
      'Asks the user one or more questions, each with suggested answers, and waits for the replies.',
    parametersJsonSchema: objectSchema(
      {
        questions: {
          type: 'array',
          description: 'The questions to ask.',
          minItems: 1,
          maxItems: 4,
          items: objectSchema(
            {
              question: str('The question, ending with a question mark.'),
              header: str('A very short label for the question.'),
              options: {
                type: 'array',
                description: 'Suggested answers.',
                items: objectSchema(
                  { label: str('The answer.'), description: str('What choosing it means.') },
                  ['label', 'description'],
                ),
              },
              multiSelect: bool('Allow more than one answer (default false).'),
            },
            ['question', 'header', 'options'],
          ),
        },
      },
      ['questions'],
    ),
  },
  {
    name: ENTER_PLAN_MODE_TOOL_NAME,
    description: 'Switches to plan mode: read-only research and a written plan before any change.',
    parametersJsonSchema: objectSchema({ reason: str('Why planning first is worthwhile.') }),
  },
  {
    name: EXIT_PLAN_MODE_TOOL_NAME,
    description: 'Submits the finished plan for the user to approve and leaves plan mode.',
    parametersJsonSchema: objectSchema(
      { plan_path: str('The plan file written in the plans folder.') },
      ['plan_path'],
    ),
  },
  {
    name: CODEBASE_INVESTIGATOR_AGENT_NAME,
    description:
      'Delegates a codebase investigation to a sub-agent that maps the relevant files, symbols and dependencies and reports back.',
    parametersJsonSchema: objectSchema(
      { objective: str('What to find out, with any context the agent needs.') },
      ['objective'],
    ),
  },
  {
    name: CLI_HELP_AGENT_NAME,
    description: 'Asks a sub-agent that knows the CLI how to use or configure it.',
    parametersJsonSchema: objectSchema({ question: str('The question about the CLI.') }, [
      'question',
    ]),
  },
];
