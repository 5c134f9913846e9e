import { describe, expect, it } from 'vitest';
import { renderSandbox } from './sandbox';

const HEADINGS = ['# macOS Seatbelt', '# Sandbox', '# Outside of Sandbox'];

describe('renderSandbox', () => {
  it('renders nothing without a mode', () => {
    expect(renderSandbox()).toBe('');
  });

  describe.each([
    { mode: 'macos-seatbelt', heading: '# macOS Seatbelt' },
    { mode: 'generic', heading: '# Sandbox' },
    { mode: 'outside', heading: '# Outside of Sandbox' },
  ] as const)('$mode', ({ mode, heading }) => {
    const text = renderSandbox(mode);

    it('emits exactly its own heading', () => {
      const headings = text.split('\n').filter((line) => HEADINGS.includes(line));
      expect(headings).toEqual([heading]);
      expect(text.startsWith(`${heading}\n`)).toBe(true);
    });
  });
});
