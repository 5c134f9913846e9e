import { describe, expect, it } from 'vitest';
import { renderHookContext } from './hookContext';

describe('renderHookContext', () => {
  describe.each([
    { enabled: undefined, rendered: false },
    { enabled: false, rendered: false },
    { enabled: true, rendered: true },
  ])('enabled=$enabled', ({ enabled, rendered }) => {
    const text = renderHookContext(enabled);

    it(rendered ? 'emits the fixed hook section' : 'renders nothing', () => {
      expect(text.startsWith('# Hook Context\n')).toBe(rendered);
      // The section exists to explain the <hook_context> convention.
      expect(text.includes('<hook_context>')).toBe(rendered);
    });
  });
});
