import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmTyping, warmTypingOnce } from './warmTyping';

/** A stand-in for Monaco's editor API that records what the warm-up does with it. */
function fakeMonaco() {
  const calls: string[] = [];
  const model = { dispose: vi.fn(() => calls.push('model.dispose')) };
  const editor = {
    setPosition: vi.fn(),
    trigger: vi.fn((_source: string, command: string, payload: unknown) =>
      calls.push(command === 'type' ? `type ${(payload as { text: string }).text}` : command),
    ),
    render: vi.fn(),
    focus: vi.fn(),
    getModel: () => model,
    dispose: vi.fn(() => calls.push('editor.dispose')),
  };
  const create = vi.fn((host: HTMLElement, options: Record<string, unknown>) => {
    calls.push('create');
    void host;
    void options;
    return editor;
  });
  const monaco = { editor: { create } } as unknown as Parameters<typeof warmTyping>[0];
  return { monaco, create, editor, model, calls };
}

const scratchHosts = () => document.querySelectorAll('.monaco-warm-up');
/** Text input, as a keystroke in an editor or a field dispatches it. */
const typeText = () =>
  document.body.dispatchEvent(new InputEvent('beforeinput', { data: 'a', bubbles: true }));
const moveCursor = () =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));

describe('warmTyping', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types and deletes in a hidden scratch editor at idle moments, then removes it', () => {
    const { monaco, create, editor, calls } = fakeMonaco();
    warmTyping(monaco);
    expect(create).not.toHaveBeenCalled();

    vi.runOnlyPendingTimers();
    expect(create).toHaveBeenCalledTimes(1);
    const [host, options] = create.mock.calls[0]!;
    expect(host.isConnected).toBe(true);
    expect(host.className).toBe('monaco-warm-up');
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(host.inert).toBe(true);
    expect(options).toMatchObject({ language: 'markdown', readOnly: false });
    expect(calls).toEqual(['create']);

    // One step per idle moment here (jsdom has no idle deadline to fit more in).
    vi.runOnlyPendingTimers();
    expect(calls).toEqual(['create', 'type x']);
    vi.runAllTimers();
    const typed = calls.filter((call) => call === 'type x').length;
    const deleted = calls.filter((call) => call === 'deleteLeft').length;
    expect(typed).toBeGreaterThanOrEqual(10);
    expect(deleted).toBe(typed);
    expect(editor.render).toHaveBeenCalled();
    expect(calls.slice(-2)).toEqual(['editor.dispose', 'model.dispose']);
    expect(editor.focus).not.toHaveBeenCalled();
    expect(host.isConnected).toBe(false);
    expect(scratchHosts()).toHaveLength(0);
  });

  it('goes on when the user only moves the cursor', () => {
    const { monaco, create, calls } = fakeMonaco();
    warmTyping(monaco);
    moveCursor();
    vi.runAllTimers();
    expect(create).toHaveBeenCalledTimes(1);
    expect(calls).toContain('type x');
    expect(scratchHosts()).toHaveLength(0);
  });

  it('does nothing once the user has typed: their typing warmed the path', () => {
    const { monaco, create } = fakeMonaco();
    warmTyping(monaco);
    typeText();
    vi.runAllTimers();
    expect(create).not.toHaveBeenCalled();
    expect(scratchHosts()).toHaveLength(0);
  });

  it('drops the scratch editor without typing when the user types after it was made', () => {
    const { monaco, create, calls } = fakeMonaco();
    warmTyping(monaco);
    vi.runOnlyPendingTimers();
    expect(create).toHaveBeenCalledTimes(1);
    typeText();
    vi.runAllTimers();
    expect(calls).toEqual(['create', 'editor.dispose', 'model.dispose']);
    expect(scratchHosts()).toHaveLength(0);
  });

  it('can be cancelled at any step, leaving nothing behind', () => {
    const early = fakeMonaco();
    warmTyping(early.monaco)();
    vi.runAllTimers();
    expect(early.create).not.toHaveBeenCalled();

    const late = fakeMonaco();
    const cancel = warmTyping(late.monaco);
    vi.runOnlyPendingTimers();
    cancel();
    vi.runAllTimers();
    expect(late.calls).toEqual(['create', 'editor.dispose', 'model.dispose']);
    expect(scratchHosts()).toHaveLength(0);
  });

  it('fits as many steps into an idle moment as it has room for', () => {
    let room = 10;
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) =>
      setTimeout(() => work({ didTimeout: false, timeRemaining: () => room }), 0),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    try {
      const { monaco, calls } = fakeMonaco();
      warmTyping(monaco);
      vi.runOnlyPendingTimers();
      room = 0;
      vi.runOnlyPendingTimers();
      expect(calls).toEqual(['create', 'type x']);
      room = 10;
      vi.runOnlyPendingTimers();
      expect(calls.at(-1)).toBe('model.dispose');
      expect(scratchHosts()).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs once per page however many editors ask for it', () => {
    const { monaco, create } = fakeMonaco();
    warmTypingOnce(monaco);
    warmTypingOnce(monaco);
    vi.runAllTimers();
    expect(create).toHaveBeenCalledTimes(1);
  });
});
