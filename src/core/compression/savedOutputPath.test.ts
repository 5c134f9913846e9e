/**
 * The CLI's rules (gemini-cli packages/core/src/utils/fileUtils.ts `sanitizeFilenamePart`,
 * `saveTruncatedToolOutput`; packages/core/src/context/toolOutputMaskingService.ts `mask`):
 *   sanitize(part) = part.replace(/[^a-zA-Z0-9_-]/g, '_')
 *   tool = sanitize(tool).toLowerCase(); id = sanitize(String(id)).toLowerCase()
 *   file = id.startsWith(tool) ? `${id}.txt` : `${tool}_${id}.txt`
 *   dir = path.join(projectTempDir, 'tool-outputs'[, `session-${sanitize(sessionId)}`])
 */
import { describe, expect, it } from 'vitest';
import { joinPosix } from '../posixPath';
import {
  maskedOutputPath,
  safeFilenamePart,
  savedToolOutputPath,
  toolOutputsDir,
} from './savedOutputPath';

describe('safeFilenamePart', () => {
  it('keeps letters, digits, _ and -, and turns every other UTF-16 unit into _', () => {
    expect(safeFilenamePart('Call-ID.42')).toBe('Call-ID_42');
    expect(safeFilenamePart('../etc/passwd')).toBe('___etc_passwd');
    // An emoji is two units: two underscores.
    expect(safeFilenamePart('a😀b')).toBe('a__b');
    // Sanitised first, lower-cased after: 'İ' is one unit, so one underscore.
    expect(safeFilenamePart('İd').toLowerCase()).toBe('_d');
  });
});

describe('savedToolOutputPath', () => {
  it('sanitises the call id too: Call-ID.42 → call-id_42', () => {
    expect(savedToolOutputPath('/t', 'Shell', 'Call-ID.42')).toBe(
      '/t/tool-outputs/shell_call-id_42.txt',
    );
  });

  it('numbers the compression truncations: <tool>_<n>.txt', () => {
    expect(savedToolOutputPath('/t/', 'run_shell_command', 7)).toBe(
      '/t/tool-outputs/run_shell_command_7.txt',
    );
  });

  it('does not repeat the tool name when the id already starts with it', () => {
    expect(savedToolOutputPath('/t', 'shell', 'Shell-42')).toBe('/t/tool-outputs/shell-42.txt');
  });

  it('adds session-<id>/ when a session id is set; the session id keeps its case', () => {
    expect(savedToolOutputPath('/t', 'shell', 3, 'Ab.c')).toBe(
      '/t/tool-outputs/session-Ab_c/shell_3.txt',
    );
    expect(savedToolOutputPath('/t', 'shell', 3, '')).toBe('/t/tool-outputs/shell_3.txt');
  });

  it('joins as path.join does (repeated slashes and dot segments collapse)', () => {
    expect(toolOutputsDir('/a//b/./c/../')).toBe('/a/b/tool-outputs');
  });
});

describe('maskedOutputPath', () => {
  it('is <tool>_<call id>_<suffix>.txt in the session folder', () => {
    expect(maskedOutputPath('/t', 'Read_File', 'Call-ID.42', 'x1y2z3', 'S-1')).toBe(
      '/t/tool-outputs/session-S-1/read_file_call-id_42_x1y2z3.txt',
    );
  });
});

describe('output paths under any temp dir', () => {
  it('are what path.posix.join gives for every form of the folder', () => {
    for (const dir of ['/tmp/p', '/', '.', '', 'rel/dir', '../up', '/a//b/./c/', '/a/..']) {
      for (const session of [undefined, 'S.1']) {
        const folder = toolOutputsDir(dir, session);
        expect(savedToolOutputPath(dir, 'Read.File', 7, session)).toBe(
          joinPosix(folder, 'read_file_7.txt'),
        );
        expect(maskedOutputPath(dir, 'ls', 'c/1', '00000a', session)).toBe(
          joinPosix(folder, 'ls_c_1_00000a.txt'),
        );
      }
    }
  });
});
