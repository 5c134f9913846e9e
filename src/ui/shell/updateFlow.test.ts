/**
 * A new version reaches every open tab, and none is reloaded into loss: a tab reloads only
 * once its work is saved, else it says so and waits for its user (updateFlow.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let withdraw: (() => void) | null = null;
const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  reload.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});
afterEach(() => {
  withdraw?.();
  withdraw = null;
  vi.restoreAllMocks();
});

/** One tab's update flow, with a saver whose answer the test sets. */
async function tab() {
  const saver = { saved: true };
  const { provideSaveBeforeReload } = await import('../store/saveBeforeReload');
  const { useUiStore } = await import('../store/uiStore');
  const { createUpdateFlow, UPDATE_NOTICE_KEY } = await import('./updateFlow');
  withdraw = provideSaveBeforeReload(() => saver.saved);
  const switchTabs = vi.fn();
  const flow = createUpdateFlow(switchTabs);
  const updateNotice = () => useUiStore.getState().notices.find((n) => n.key === UPDATE_NOTICE_KEY);
  const press = (label: string) =>
    updateNotice()
      ?.actions?.find((a) => a.label === label)
      ?.run();
  return { saver, flow, switchTabs, updateNotice, press };
}

describe('a new version in every open tab', () => {
  it('is offered; accepted with the work saved, it switches every tab and this one reloads', async () => {
    const { flow, switchTabs, updateNotice, press } = await tab();
    flow.offer();
    expect(updateNotice()?.text).toContain('A new version of Promptscope is available');
    press('Reload');
    expect(switchTabs).toHaveBeenCalledOnce();
    // The new version now controls the tab.
    flow.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a tab whose work is not saved: it says so, and reloads once saved', async () => {
    const { saver, flow, updateNotice, press } = await tab();
    saver.saved = false;
    flow.takeOver();
    expect(reload).not.toHaveBeenCalled();
    expect(updateNotice()?.tone).toBe('warning');
    expect(updateNotice()?.text).toContain('but this tab was not reloaded');
    expect(updateNotice()?.sticky).toBe(true);
    // Still not saved: "Reload" says so again instead of reloading.
    press('Reload');
    expect(reload).not.toHaveBeenCalled();
    expect(updateNotice()?.text).toContain('Your latest changes are still not saved');
    saver.saved = true;
    press('Reload');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads without saving only when the user says so', async () => {
    const { saver, flow, press } = await tab();
    saver.saved = false;
    flow.takeOver();
    press('Reload without saving');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an offer arriving after the switch does not replace the notice that explains', async () => {
    const { saver, flow, updateNotice } = await tab();
    saver.saved = false;
    flow.takeOver();
    flow.offer();
    expect(updateNotice()?.text).toContain('but this tab was not reloaded');
  });

  it('accepted in a tab whose work is not saved, nothing switches until it is, or the user drops it', async () => {
    const { saver, flow, switchTabs, updateNotice, press } = await tab();
    flow.offer();
    saver.saved = false;
    press('Reload');
    expect(switchTabs).not.toHaveBeenCalled();
    expect(updateNotice()?.text).toContain('this tab switches to it once its work is saved');
    press('Reload');
    expect(switchTabs).not.toHaveBeenCalled();
    press('Reload without saving');
    expect(switchTabs).toHaveBeenCalledOnce();
    // The user dropped this tab's unsaved changes: the switch reloads it.
    flow.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });
});
