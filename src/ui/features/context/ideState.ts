/** Conversions between the editable IDE state of the configuration and core's IdeState. */
import type { IdeState, PlaygroundIdeState } from '../../../core';

/** The playground's flat editor state as the IDE companion reports it (most recent first). */
export function toIdeState(state: PlaygroundIdeState): IdeState {
  const count = state.openFiles.length;
  return {
    ...(state.activeFile.trim()
      ? {
          activeFile: {
            path: state.activeFile.trim(),
            cursor: { line: state.cursorLine, character: state.cursorCharacter },
            ...(state.selectedText ? { selectedText: state.selectedText } : {}),
          },
        }
      : {}),
    // Listed order is recency: the first path gets the newest timestamp.
    openFiles: state.openFiles.map((path, index) => ({ path, timestamp: count - index })),
  };
}

/** One path per line, blank lines dropped. */
export function parsePathLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
