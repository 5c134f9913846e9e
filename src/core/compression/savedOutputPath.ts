/**
 * Where the current CLI (v0.56–0.61) writes full tool outputs: gemini-cli
 * packages/core/src/utils/fileUtils.ts `sanitizeFilenamePart` and `saveTruncatedToolOutput`,
 * and packages/core/src/context/toolOutputMaskingService.ts `ToolOutputMaskingService.mask`.
 * Paths are joined and normalised as `path.join` does on POSIX.
 */
import { joinPosix } from '../posixPath';

/** `TOOL_OUTPUTS_DIR`: the folder under the project temp dir. */
export const TOOL_OUTPUTS_DIR = 'tool-outputs';

/**
 * The CLI's `sanitizeFilenamePart`: every UTF-16 unit other than `[a-zA-Z0-9_-]` becomes `_`
 * (a dot too; an emoji, two units, becomes `__`). Case is kept: callers lower-case after it.
 */
export function safeFilenamePart(part: string): string {
  return part.replace(/[^a-zA-Z0-9_-]/g, '_');
}

/**
 * `<projectTempDir>/tool-outputs/`, plus `session-<sanitised id>/` when `sessionId` is a
 * non-empty string (the session id keeps its case).
 */
export function toolOutputsDir(projectTempDir: string, sessionId?: string): string {
  const dir = joinPosix(projectTempDir, TOOL_OUTPUTS_DIR);
  return sessionId ? joinPosix(dir, `session-${safeFilenamePart(sessionId)}`) : dir;
}

/** The folder last worked out: a plan asks for the same one for each of its outputs. */
let lastFolder: { projectTempDir: string; sessionId: string | undefined; dir: string } | null =
  null;

/** {@link toolOutputsDir}, remembered for the last arguments. */
function outputsFolder(projectTempDir: string, sessionId: string | undefined): string {
  if (lastFolder?.projectTempDir === projectTempDir && lastFolder.sessionId === sessionId) {
    return lastFolder.dir;
  }
  const dir = toolOutputsDir(projectTempDir, sessionId);
  lastFolder = { projectTempDir, sessionId, dir };
  return dir;
}

/**
 * `joinPosix(dir, file)` for a normalised `dir`: a plain file name (no `/`, not `.` or `..`)
 * is appended as it is, without normalising the whole path again.
 */
function inFolder(dir: string, file: string): string {
  if (file === '' || file === '.' || file === '..' || file.includes('/')) {
    return joinPosix(dir, file);
  }
  if (dir === '.') return file;
  return dir.endsWith('/') ? `${dir}${file}` : `${dir}/${file}`;
}

/**
 * `saveTruncatedToolOutput`'s file: the tool name and the id are sanitised, then lower-cased;
 * the file is `<id>.txt` when the id already starts with the tool name, else `<tool>_<id>.txt`.
 * The compression service passes no session id; the tool scheduler does.
 */
export function savedToolOutputPath(
  projectTempDir: string,
  tool: string,
  id: number | string,
  sessionId?: string,
): string {
  const safeTool = safeFilenamePart(tool).toLowerCase();
  const safeId = safeFilenamePart(String(id)).toLowerCase();
  const file = safeId.startsWith(safeTool) ? `${safeId}.txt` : `${safeTool}_${safeId}.txt`;
  return inFolder(outputsFolder(projectTempDir, sessionId), file);
}

/**
 * The masking step's file: `<tool>_<call id>_<suffix>.txt` (both names sanitised and
 * lower-cased) in the session's folder. The CLI's suffix is random
 * (`Math.random().toString(36).substring(7)`); the simulator passes a fixed stand-in.
 */
export function maskedOutputPath(
  projectTempDir: string,
  tool: string,
  callId: string,
  suffix: string,
  sessionId?: string,
): string {
  const file = `${safeFilenamePart(tool).toLowerCase()}_${safeFilenamePart(callId).toLowerCase()}_${suffix}.txt`;
  return inFolder(outputsFolder(projectTempDir, sessionId), file);
}
