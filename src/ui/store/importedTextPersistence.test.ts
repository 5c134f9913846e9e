import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../core';
import { useConfigStore } from './configStore';
import {
  planSave,
  restoreImportedTextOf,
  savedImportedTextRef,
  useImportedTextRestore,
} from './importedTextPersistence';
import { useUiStore } from './uiStore';

const REF = { id: 'ab-cd-ef', chars: 10 };

function savedWithImport(): {
  raw: string;
  config: ReturnType<typeof createDefaultPlaygroundState>;
} {
  const config = createDefaultPlaygroundState();
  config.gemini.userMemory = 'keep me';
  config.importedPrompt = { text: '', fileName: 'system.md', active: true, disabledSpans: ['GIT'] };
  return { raw: JSON.stringify({ importedText: REF, version: 2, state: config }), config };
}

describe('the imported text saved outside localStorage', () => {
  afterEach(() => useUiStore.setState({ notices: [] }));

  it('reads the stored copy named in the envelope, and nothing from other data', () => {
    expect(savedImportedTextRef(savedWithImport().raw)).toEqual(REF);
    expect(savedImportedTextRef('{"version":2,"state":{}}')).toBeNull();
    expect(savedImportedTextRef('{"importedText":{"id":"x","chars":-1}}')).toBeNull();
    expect(savedImportedTextRef('{"importedText": broken')).toBeNull();
  });

  it('a copy that cannot be read is reported, keeps the configuration and stays named', async () => {
    // jsdom has no IndexedDB: the read fails, as a damaged or missing copy would.
    const { raw, config } = savedWithImport();
    useConfigStore.setState({ config, past: [], future: [], lastChange: null });
    restoreImportedTextOf(raw, config);
    await expect.poll(() => useImportedTextRestore.getState()?.state).toBe('failed');
    const notice = useUiStore.getState().notices.at(-1);
    expect(notice?.text).toMatch(/The imported prompt system\.md .* could not be read back/);
    // Its size in a unit that fits (not "0.0 million characters").
    expect(notice?.text).toContain('system.md (10 characters)');
    expect(notice?.actions?.map((a) => a.label)).toEqual(['Try again', 'Forget the import']);
    expect(useConfigStore.getState().config).toBe(config);
    // Saving meanwhile keeps naming the copy, so a later visit may still read it.
    const plan = planSave(config, false, () => {});
    expect(plan).toEqual({ config, extras: { importedText: REF } });
  });

  it('asks to paste a pasted prompt again, not to import a file that never existed', async () => {
    const { raw, config } = savedWithImport();
    const slice = { ...config.importedPrompt!, fileName: 'pasted text' };
    const pastedConfig = { ...config, importedPrompt: slice };
    useConfigStore.setState({ config: pastedConfig, past: [], future: [], lastChange: null });
    restoreImportedTextOf(raw, pastedConfig);
    await expect.poll(() => useImportedTextRestore.getState()?.state).toBe('failed');
    const text = useUiStore.getState().notices.at(-1)?.text ?? '';
    expect(text).toMatch(/^The pasted prompt \(10 characters\) could not be read back/);
    expect(text).toContain('paste it again to bring the text back.');
    expect(text).not.toContain('file');
  });

  it('"Try again" reads once more; "Forget the import" clears it as one undoable step', async () => {
    const { raw, config } = savedWithImport();
    useConfigStore.setState({ config, past: [], future: [], lastChange: null });
    restoreImportedTextOf(raw, config);
    await expect.poll(() => useImportedTextRestore.getState()?.state).toBe('failed');
    const actions = () => useUiStore.getState().notices.at(-1)?.actions ?? [];
    actions()[0]?.run(); // try again: reading starts over, and fails again here
    expect(useImportedTextRestore.getState()?.state).toBe('loading');
    await expect.poll(() => useImportedTextRestore.getState()?.state).toBe('failed');

    actions()[1]?.run(); // forget
    expect(useImportedTextRestore.getState()).toBeNull();
    expect(useConfigStore.getState().config.importedPrompt).toEqual({
      text: '',
      fileName: '',
      active: false,
      disabledSpans: [],
    });
    expect(useConfigStore.getState().config.gemini.userMemory).toBe('keep me');
    useConfigStore.getState().undo();
    expect(useConfigStore.getState().config).toBe(config);
    // Nothing names the forgotten copy any more.
    expect(planSave(config, false, () => {})).toEqual({ config, extras: {} });
  });

  it('saves an import inline when the browser cannot store it elsewhere', async () => {
    const config = createDefaultPlaygroundState();
    config.importedPrompt = {
      text: '# Rules\nx',
      fileName: 'a.md',
      active: true,
      disabledSpans: [],
    };
    let stored = false;
    expect(planSave(config, false, () => (stored = true))).toBe('wait');
    await expect.poll(() => stored).toBe(true);
    expect(planSave(config, false, () => {})).toEqual({ config, extras: {} });
    // Said, not silent: the text now takes room in the configuration's own storage.
    expect(useUiStore.getState().notices.at(-1)?.text).toMatch(
      /^The imported prompt a\.md could not be kept in this browser's storage for imported prompts \(this browser offers no IndexedDB here\), so it is saved with the rest/,
    );
  });
});
