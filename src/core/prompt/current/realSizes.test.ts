/**
 * Our v0.61 wording must cost what the real CLI's costs: every measured section within ±10%,
 * every whole prompt within ±5% (figures and configurations in ./realSizes.ts).
 */
import { describe, expect, it } from 'vitest';
import { renderSystemPrompt } from '../renderSystemPrompt';
import { sectionCost } from '../sectionCost';
import type { SectionKey } from '../sectionKeys';
import { REAL_SIZE_ROWS, sizeRowInput } from './realSizes';
import { renderTaskTracker } from './taskTracker';

describe.each(REAL_SIZE_ROWS)('$name', (row) => {
  const input = sizeRowInput(row);

  it(`renders the ${row.family} family`, () => {
    expect(renderSystemPrompt(input).model?.family).toBe(row.family);
  });

  it(`is within ±5% of the real ${row.whole} characters`, () => {
    const ours = renderSystemPrompt(input).text.length;
    expect(ours / row.whole, `ours ${ours}`).toBeGreaterThanOrEqual(0.95);
    expect(ours / row.whole, `ours ${ours}`).toBeLessThanOrEqual(1.05);
  });

  it.each(Object.entries(row.sections) as [SectionKey, number][])(
    '%s is within ±10% of %i characters',
    (key, real) => {
      const ours = sectionCost(input, key);
      expect(ours / real, `${key}: ours ${ours}`).toBeGreaterThanOrEqual(0.9);
      expect(ours / real, `${key}: ours ${ours}`).toBeLessThanOrEqual(1.1);
    },
  );
});

describe('optional sections at the real size', () => {
  it('the task tracker adds about 2,100 characters', () => {
    const ours = renderTaskTracker('/home/dev/.gemini/tmp/p/tracker').length + 2;
    expect(Math.abs(ours - 2119) / 2119).toBeLessThanOrEqual(0.1);
  });

  it('the modern generic sandbox is about 505 characters', () => {
    const row = REAL_SIZE_ROWS[0]!;
    const ours = sectionCost({ ...sizeRowInput(row), env: { SANDBOX: 'docker' } }, 'SANDBOX');
    expect(Math.abs(ours - 505) / 505).toBeLessThanOrEqual(0.1);
  });
});
