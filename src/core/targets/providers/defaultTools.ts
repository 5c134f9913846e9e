import type { ClaudeToolDefinition, ProviderJsonSchema } from './types';

const str = (description: string, extra: ProviderJsonSchema = {}): ProviderJsonSchema => ({
  type: 'string',
  description,
  ...extra,
});
const num = (description: string): ProviderJsonSchema => ({ type: 'number', description });
const bool = (description: string): ProviderJsonSchema => ({ type: 'boolean', description });
const object = (
  properties: Record<string, ProviderJsonSchema>,
  required: string[],
): ProviderJsonSchema => ({
  type: 'object',
  properties,
  required,
});
const tool = (
  name: string,
  description: string,
  input_schema: ProviderJsonSchema,
): ClaudeToolDefinition => ({
  name,
  description,
  input_schema,
});

/** Core tools, advertised always. Descriptions are our own. */
export const PROVIDER_CORE_TOOLS: readonly ClaudeToolDefinition[] = [
  tool(
    'Read',
    'Read a file from the local filesystem. Long files can be read in slices with offset and limit. Lines come back numbered.',
    object(
      {
        file_path: str('Absolute path of the file to read'),
        offset: num('Line number to start reading from (optional)'),
        limit: num('How many lines to read (optional)'),
      },
      ['file_path'],
    ),
  ),
  tool(
    'Write',
    'Create a file or overwrite an existing one. Read an existing file first so nothing is lost by accident.',
    object(
      {
        file_path: str('Absolute path of the file to write'),
        content: str('The complete new content of the file'),
      },
      ['file_path', 'content'],
    ),
  ),
  tool(
    'Edit',
    'Replace an exact string in a file. The old string must occur exactly once unless replace_all is set.',
    object(
      {
        file_path: str('Absolute path of the file to change'),
        old_string: str('The exact text to replace'),
        new_string: str('The text to put in its place'),
        replace_all: bool('Replace every occurrence instead of exactly one (optional)'),
      },
      ['file_path', 'old_string', 'new_string'],
    ),
  ),
  tool(
    'MultiEdit',
    'Apply several exact-string replacements to one file in a single step. Edits apply in order, and all of them fail if one does.',
    object(
      {
        file_path: str('Absolute path of the file to change'),
        edits: {
          type: 'array',
          description: 'Replacements, applied in order',
          items: object(
            {
              old_string: str('The exact text to replace'),
              new_string: str('The text to put in its place'),
              replace_all: bool('Replace every occurrence (optional)'),
            },
            ['old_string', 'new_string'],
          ),
        },
      },
      ['file_path', 'edits'],
    ),
  ),
  tool(
    'Glob',
    'Find files whose paths match a glob pattern. Results are sorted by modification time, newest first.',
    object(
      {
        pattern: str('Glob pattern to match', { examples: ['**/*.ts', 'src/**/index.*'] }),
        path: str('Directory to search in; defaults to the working directory (optional)'),
      },
      ['pattern'],
    ),
  ),
  tool(
    'Grep',
    'Search file contents with a regular expression. Filter files with glob or type, and choose how matches are reported.',
    object(
      {
        pattern: str('Regular expression to search for', {
          examples: ['function\\s+\\w+', 'TODO'],
        }),
        path: str('File or directory to search; defaults to the working directory (optional)'),
        glob: str('Only search files matching this glob (optional)'),
        output_mode: str('What to return for matches (optional)', {
          enum: ['content', 'files_with_matches', 'count'],
        }),
      },
      ['pattern'],
    ),
  ),
  tool(
    'LS',
    'List the files and folders in a directory. Paths must be absolute.',
    object(
      {
        path: str('Absolute path of the directory to list'),
        ignore: {
          type: 'array',
          items: { type: 'string' },
          description: 'Glob patterns to leave out (optional)',
        },
      },
      ['path'],
    ),
  ),
  tool(
    'Bash',
    'Run a shell command in a persistent session. Quote paths that contain spaces, and explain commands that change the system.',
    object(
      {
        command: str('The command to run', { examples: ['npm test', 'git status'] }),
        timeout: num('Timeout in milliseconds (optional)'),
        description: str('A few words saying what the command does (optional)'),
      },
      ['command'],
    ),
  ),
];

/** Web and notebook tools, advertised with web access. */
export const PROVIDER_EXTENDED_TOOLS: readonly ClaudeToolDefinition[] = [
  tool(
    'WebFetch',
    'Fetch a URL and answer a question about its content. HTML is converted to Markdown first.',
    object(
      {
        url: str('The URL to fetch', { format: 'uri' }),
        prompt: str('What to find out from the page'),
      },
      ['url', 'prompt'],
    ),
  ),
  tool(
    'WebSearch',
    'Search the web and return result titles and links. Use it for information newer than your training data.',
    object(
      {
        query: str('The search query'),
        allowed_domains: {
          type: 'array',
          items: { type: 'string' },
          description: 'Only include these domains (optional)',
        },
        blocked_domains: {
          type: 'array',
          items: { type: 'string' },
          description: 'Never include these domains (optional)',
        },
      },
      ['query'],
    ),
  ),
  tool(
    'NotebookEdit',
    'Replace, insert or delete a cell of a Jupyter notebook. Cells are addressed by id.',
    object(
      {
        notebook_path: str('Absolute path of the .ipynb file'),
        cell_id: str('Id of the cell to change (optional)'),
        new_source: str('The new source of the cell'),
        edit_mode: str('What to do with the cell (optional)', {
          enum: ['replace', 'insert', 'delete'],
        }),
      },
      ['notebook_path', 'new_source'],
    ),
  ),
];

/** Sub-agent and task tools, advertised with sub-agents. */
export const PROVIDER_TASK_TOOLS: readonly ClaudeToolDefinition[] = [
  tool(
    'Task',
    'Start a sub-agent to handle a self-contained task on its own. It returns one final report.',
    object(
      {
        description: str('A short title for the task'),
        prompt: str('Everything the sub-agent needs to know to do the task'),
        subagent_type: str('Which kind of sub-agent to start'),
      },
      ['description', 'prompt', 'subagent_type'],
    ),
  ),
  tool(
    'TaskOutput',
    'Read the output of a running or finished sub-agent task. It can wait for the task to finish.',
    object(
      {
        task_id: str('Id of the task'),
        block: bool('Wait until the task finishes (optional)'),
      },
      ['task_id'],
    ),
  ),
  tool(
    'TodoWrite',
    'Replace the session to-do list. Use it to plan multi-step work and show progress.',
    object(
      {
        todos: {
          type: 'array',
          description: 'The complete list',
          items: object(
            {
              content: str('What to do'),
              status: str('Progress', { enum: ['pending', 'in_progress', 'completed'] }),
            },
            ['content', 'status'],
          ),
        },
      },
      ['todos'],
    ),
  ),
];
