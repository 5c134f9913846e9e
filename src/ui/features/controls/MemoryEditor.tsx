import { isReleaseVersion } from '../../../core';
import { useCallback } from 'react';
import { MonacoEditor } from '../../monaco/MonacoEditor';
import { useConfig } from '../../store/configStore';
import { usePatchGemini } from './useGeminiEdits';

/**
 * No word suggestions popping up while typing prose: in a 200 KB memory they cost the main
 * thread more than the meter does on each keystroke. Ctrl+Space still asks for them.
 */
const MEMORY_EDITOR_OPTIONS = { quickSuggestions: false } as const;

/** One formatter for the length shown on every keystroke (`toLocaleString` builds one per call). */
const numbers = new Intl.NumberFormat('en-US');

/** The user memory (GEMINI.md text) the prompt appends, in a Markdown editor. */
export function MemoryEditor() {
  const memory = useConfig((c) => c.gemini.userMemory);
  const jit = useConfig((c) => c.environment.jitContext);
  const discovered = useConfig((c) => c.gemini.memorySource === 'discovered');
  const asParts = useConfig(
    (c) => isReleaseVersion(c.gemini.cliVersion) && c.gemini.memoryForm === 'parts',
  );
  const patch = usePatchGemini();
  const onChange = useCallback(
    (value: string) => patch({ userMemory: value }, 'gemini.userMemory'),
    [patch],
  );
  if (asParts) return null;
  return (
    <>
      <p className="field-hint">
        Appended after the sections (and after a custom template). {numbers.format(memory.length)}{' '}
        characters.
        {jit && ' JIT context is on: the CLI passes only global memory here.'}
      </p>
      {discovered && (
        <p className="field-hint warn-text">
          Memory comes from the discovered GEMINI.md files (Turn &amp; context view), so this text
          is not used.
        </p>
      )}
      <div className="editor-box">
        <MonacoEditor
          value={memory}
          language="markdown"
          ariaLabel="User memory (GEMINI.md)"
          testId="memory-editor"
          onChange={onChange}
          options={MEMORY_EDITOR_OPTIONS}
        />
      </div>
    </>
  );
}
