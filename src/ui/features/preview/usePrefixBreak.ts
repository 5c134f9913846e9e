import { useEffect, useMemo, useState } from 'react';
import { firstDifference } from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { isWaitingForWording } from '../../components/renderPromptSafely';
import type { MonacoInstance } from '../../monaco/MonacoEditor';
import { useLegacyWordingLoaded } from '../../prompt/promptTexts';
import { useSnapshotStore } from '../../store/snapshotStore';

/** Where the current prompt stops sharing a prefix with the last snapshot's. */
export interface PrefixBreak {
  snapshotName: string;
  /** First differing character; null when the prompts are identical. */
  offset: number | null;
  line: number | null;
}

/**
 * The cached-prefix break between the last snapshot and `text` (the current prompt), and a
 * marker on that line of the preview editor (set the editor with `setEditor`).
 */
export function usePrefixBreak(text: string) {
  const last = useSnapshotStore((s) => s.snapshots[s.snapshots.length - 1] ?? null);
  const [editor, setEditor] = useState<MonacoInstance | null>(null);
  // Snapshots may be of any version: the break shows once the on-demand wording has arrived.
  const wordingLoaded = useLegacyWordingLoaded();
  const result = useMemo((): PrefixBreak | null => {
    if (!wordingLoaded || !last || last.config.target !== 'gemini') return null;
    const rendered = systemPromptOf(last.config);
    if (isWaitingForWording(rendered)) return null;
    const base = rendered.text;
    if (base === text) return { snapshotName: last.name, offset: null, line: null };
    const offset = firstDifference(base, text);
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
    return { snapshotName: last.name, offset, line };
  }, [last, text, wordingLoaded]);

  useEffect(() => {
    const offset = result?.offset;
    const model = editor?.getModel();
    if (!editor || !model || offset === null || offset === undefined) return;
    const at = model.getPositionAt(Math.min(offset, model.getValueLength()));
    const decorations = editor.createDecorationsCollection([
      {
        range: {
          startLineNumber: at.lineNumber,
          startColumn: 1,
          endLineNumber: at.lineNumber,
          endColumn: 1,
        },
        options: {
          isWholeLine: true,
          className: 'prefix-break-line',
          hoverMessage: { value: 'The prefix shared with the last snapshot ends on this line.' },
        },
      },
    ]);
    return () => decorations.clear();
  }, [editor, result, text]);

  return { prefixBreak: result, setEditor };
}
