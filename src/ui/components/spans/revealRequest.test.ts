import { describe, expect, it } from 'vitest';
import { useRevealRequest } from './revealRequest';

describe('reveal request store', () => {
  it('starts with no request', () => {
    expect(useRevealRequest.getState().request).toBeNull();
  });

  it('asks to reveal a part, and asking again for the same part is a new request', () => {
    const seen: ({ key: string; seq: number } | null)[] = [];
    const stop = useRevealRequest.subscribe((state) => seen.push(state.request));
    useRevealRequest.getState().reveal('coreMandates');
    useRevealRequest.getState().reveal('coreMandates');
    useRevealRequest.getState().reveal('git');
    stop();
    expect(seen.map((request) => request?.key)).toEqual(['coreMandates', 'coreMandates', 'git']);
    // Each request is distinct, so the editor scrolls again after the user moved away.
    const seqs = seen.map((request) => request?.seq ?? 0);
    expect(new Set(seqs).size).toBe(3);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(useRevealRequest.getState().request?.key).toBe('git');
  });

  it('is a message, not saved state: asking writes nothing to storage', () => {
    localStorage.clear();
    useRevealRequest.getState().reveal('memory');
    expect(localStorage.length).toBe(0);
  });
});
