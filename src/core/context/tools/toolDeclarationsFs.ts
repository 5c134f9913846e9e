import {
  EDIT_TOOL_NAME,
  GLOB_TOOL_NAME,
  GREP_TOOL_NAME,
  LS_TOOL_NAME,
  READ_FILE_TOOL_NAME,
  READ_MANY_FILES_TOOL_NAME,
  WRITE_FILE_TOOL_NAME,
} from '../../toolNames';
import {
  bool,
  fileFilteringSchema,
  num,
  objectSchema,
  str,
  strList,
  type ToolFunctionDeclaration,
} from './toolSchemas';

/** Declarations of the file-system tools (descriptions in our words). */
export const FILE_TOOL_DECLARATIONS: readonly ToolFunctionDeclaration[] = [
  {
    name: LS_TOOL_NAME,
    description:
      'Lists the files and sub-folders directly inside a folder, optionally leaving out entries that match glob patterns.',
    parametersJsonSchema: objectSchema(
      {
        dir_path: str('The folder to list, absolute or relative to the project root.'),
        ignore: strList('Glob patterns of entries to leave out.'),
        file_filtering_options: fileFilteringSchema,
      },
      ['dir_path'],
    ),
  },
  {
    name: READ_FILE_TOOL_NAME,
    description:
      'Reads one file. Long text files come back in pages: use offset and limit to read further. Images and PDFs are returned as data.',
    parametersJsonSchema: objectSchema(
      {
        file_path: str('The file to read.'),
        offset: num('First line to return, counting from 0. Use with limit for long files.'),
        limit: num('How many lines to return from offset.'),
      },
      ['file_path'],
    ),
  },
  {
    name: WRITE_FILE_TOOL_NAME,
    description:
      'Creates a file or replaces its whole content. The user sees the change before it is applied.',
    parametersJsonSchema: objectSchema(
      {
        file_path: str('The file to write.'),
        content: str('The complete new content of the file.'),
      },
      ['file_path', 'content'],
    ),
  },
  {
    name: EDIT_TOOL_NAME,
    description:
      'Edits a file by swapping an exact piece of existing text for new text. Include enough surrounding lines in old_string to make it unique.',
    parametersJsonSchema: objectSchema(
      {
        file_path: str('The file to edit.'),
        instruction: str('A short statement of what the edit is meant to achieve.'),
        old_string: str('The exact text to find, including whitespace and indentation.'),
        new_string: str('The text that takes its place.'),
        expected_replacements: {
          type: 'number',
          description: 'How many occurrences to replace (default 1).',
          minimum: 1,
        },
      },
      ['file_path', 'old_string', 'new_string'],
    ),
  },
  {
    name: GLOB_TOOL_NAME,
    description: 'Finds files whose paths match a glob pattern such as src/**/*.ts, newest first.',
    parametersJsonSchema: objectSchema(
      {
        pattern: str('The glob pattern to match.'),
        dir_path: str('Folder to search in (default: the project root).'),
        case_sensitive: bool('Match letter case exactly (default false).'),
        respect_git_ignore: bool('Skip paths matched by .gitignore (default true).'),
        respect_gemini_ignore: bool('Skip paths matched by .geminiignore (default true).'),
      },
      ['pattern'],
    ),
  },
  {
    name: GREP_TOOL_NAME,
    description:
      'Searches file contents for a regular expression and reports each matching line with its file and line number.',
    parametersJsonSchema: objectSchema(
      {
        pattern: str('The regular expression to look for.'),
        dir_path: str('Folder to search in (default: the project root).'),
        include: str('A glob limiting which files are searched, e.g. *.py.'),
      },
      ['pattern'],
    ),
  },
  {
    name: READ_MANY_FILES_TOOL_NAME,
    description:
      'Reads several files at once, given paths or glob patterns, and returns their contents one after another, each under a header naming the file.',
    parametersJsonSchema: objectSchema(
      {
        include: { ...strList('Paths or glob patterns to read.'), minItems: 1 },
        exclude: strList('Glob patterns of files to leave out.'),
        recursive: bool('Descend into sub-folders (default true).'),
        useDefaultExcludes: bool(
          'Also leave out dependency, build and binary files (default true).',
        ),
        file_filtering_options: fileFilteringSchema,
      },
      ['include'],
    ),
  },
];
