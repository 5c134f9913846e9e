import type { Content } from '../../content';

/** A cursor position in the active editor (1-based line, as the IDE companion reports it). */
export interface IdeCursor {
  line: number;
  character: number;
}

/** The editor state the IDE companion reports. */
export interface IdeState {
  activeFile?: { path: string; cursor?: IdeCursor; selectedText?: string };
  /** Open editors; the active file may be listed here too. */
  openFiles: { path: string; timestamp?: number }[];
}

/** What the client injects before a user message, and why. */
export interface IdeContextInjection {
  kind: 'full' | 'delta' | 'none';
  /** The text of the injected user message (`''` for `none`). */
  text: string;
  reason: string;
  /** The JSON object the text carries (`null` for `none`). */
  payload: Record<string, unknown> | null;
  /** The state to diff against next time (the CLI's `lastSentIdeContext`). */
  nextPrevious: IdeState | null;
}

/** The CLI keeps at most this many open files and this many selected characters. */
export const IDE_MAX_OPEN_FILES = 10;
export const IDE_MAX_SELECTED_TEXT_LENGTH = 16384;

const FULL_INTRO = "The user's editor state follows as JSON; treat it as background information.";
const DELTA_INTRO =
  "What changed in the user's editor since the last message follows as JSON; treat it as background information.";

/** Open paths, most recent first, capped; the active file counts as open. */
function openPaths(state: IdeState): string[] {
  const sorted = [...state.openFiles].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));
  const paths = sorted.map((file) => file.path);
  if (state.activeFile) paths.unshift(state.activeFile.path);
  return [...new Set(paths)].slice(0, IDE_MAX_OPEN_FILES);
}

function selected(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text.length > IDE_MAX_SELECTED_TEXT_LENGTH
    ? text.slice(0, IDE_MAX_SELECTED_TEXT_LENGTH) + '... [TRUNCATED]'
    : text;
}

const cursorOf = (cursor: IdeCursor | undefined): IdeCursor | undefined =>
  cursor ? { line: cursor.line, character: cursor.character } : undefined;

function fullPayload(state: IdeState): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const active = state.activeFile;
  if (active) {
    payload['activeFile'] = {
      path: active.path,
      cursor: cursorOf(active.cursor),
      selectedText: selected(active.selectedText),
    };
  }
  const others = openPaths(state).filter((path) => path !== active?.path);
  if (others.length > 0) payload['otherOpenFiles'] = others;
  return payload;
}

function deltaChanges(previous: IdeState, current: IdeState): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const before = openPaths(previous);
  const after = openPaths(current);
  const opened = after.filter((path) => !before.includes(path));
  const closed = before.filter((path) => !after.includes(path));
  if (opened.length > 0) changes['filesOpened'] = opened;
  if (closed.length > 0) changes['filesClosed'] = closed;
  const last = previous.activeFile;
  const now = current.activeFile;
  if (now && (!last || last.path !== now.path)) {
    changes['activeFileChanged'] = {
      path: now.path,
      cursor: cursorOf(now.cursor),
      selectedText: selected(now.selectedText),
    };
  } else if (now && last) {
    const moved =
      now.cursor &&
      (!last.cursor ||
        last.cursor.line !== now.cursor.line ||
        last.cursor.character !== now.cursor.character);
    if (moved) changes['cursorMoved'] = { path: now.path, cursor: cursorOf(now.cursor) };
    const selectionNow = selected(now.selectedText) ?? '';
    if ((selected(last.selectedText) ?? '') !== selectionNow) {
      changes['selectionChanged'] = { path: now.path, selectedText: selectionNow };
    }
  } else if (last) {
    changes['activeFileChanged'] = { path: null, previousPath: last.path };
  }
  return changes;
}

const render = (intro: string, payload: Record<string, unknown>): string =>
  [intro, '```json', JSON.stringify(payload, null, 2), '```'].join('\n');

/**
 * The IDE context the client adds as its own user message before a request (gemini-cli packages/core/src/core/client.ts):
 * the full snapshot (`activeFile`, `otherOpenFiles`) when nothing was sent yet or `forceFull`
 * is set (a fresh or reset chat), afterwards only `{ changes }` (files opened or closed,
 * active file changed, cursor moved, selection changed). Nothing is sent while the last
 * model message holds a function call, since its response must come next.
 */
export function buildIdeContextInjection(
  previous: IdeState | null,
  current: IdeState,
  options: { toolCallPending: boolean; forceFull?: boolean },
): IdeContextInjection {
  const none = (reason: string, nextPrevious: IdeState | null): IdeContextInjection => ({
    kind: 'none',
    text: '',
    reason,
    payload: null,
    nextPrevious,
  });
  if (options.toolCallPending) {
    return none(
      'A tool call is pending: its response must follow it, so nothing is sent.',
      previous,
    );
  }
  if (options.forceFull || previous === null) {
    const payload = fullPayload(current);
    if (Object.keys(payload).length === 0) return none('No file is open in the editor.', current);
    const reason =
      previous === null
        ? 'First message: the full snapshot.'
        : 'The chat was reset: the full snapshot.';
    return {
      kind: 'full',
      text: render(FULL_INTRO, payload),
      reason,
      payload,
      nextPrevious: current,
    };
  }
  const changes = deltaChanges(previous, current);
  if (Object.keys(changes).length === 0) return none('The editor state has not changed.', current);
  const payload = { changes };
  return {
    kind: 'delta',
    text: render(DELTA_INTRO, payload),
    reason: 'Only the changes since the last snapshot.',
    payload,
    nextPrevious: current,
  };
}

/** True when the last history message is a model turn holding a function call. */
export function hasPendingToolCall(history: readonly Content[]): boolean {
  const last = history[history.length - 1];
  return last?.role === 'model' && (last.parts ?? []).some((part) => 'functionCall' in part);
}
