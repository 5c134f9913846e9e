import { describe, expect, it } from 'vitest';
import type { OpeningRequestCount } from '../../../core';
import { sameGaugeProps, sameOpeningFigures } from './meterMemo';

const opening = (system: number, tools = 900, text = 'prompt'): OpeningRequestCount => ({
  parts: [
    { key: 'system', label: 'System instruction', text, tokens: system },
    { key: 'tools', label: 'Tool declarations', text: '[]', tokens: tools },
  ],
  total: system + tools,
});

describe('sameOpeningFigures', () => {
  it('holds for equal figures, whatever the counted texts (the gauge shows no text)', () => {
    expect(sameOpeningFigures(opening(100), opening(100, 900, 'prompt, one key later'))).toBe(true);
    expect(sameOpeningFigures(null, null)).toBe(true);
  });

  it('fails when any figure, label or part differs, or one side has none', () => {
    expect(sameOpeningFigures(opening(100), opening(101))).toBe(false);
    // Same total, figures moved between parts.
    expect(sameOpeningFigures(opening(100, 900), opening(200, 800))).toBe(false);
    const relabelled = opening(100);
    relabelled.parts[1] = { ...relabelled.parts[1]!, label: 'Tools' };
    expect(sameOpeningFigures(opening(100), relabelled)).toBe(false);
    const fewer = { parts: opening(100).parts.slice(0, 1), total: 1000 };
    expect(sameOpeningFigures({ ...opening(100), total: 1000 }, fewer)).toBe(false);
    expect(sameOpeningFigures(opening(100), null)).toBe(false);
    expect(sameOpeningFigures(null, opening(100))).toBe(false);
  });
});

describe('sameGaugeProps', () => {
  it('needs the same vocabulary too', () => {
    expect(
      sameGaugeProps(
        { opening: opening(5), encoding: 'gemma3' },
        { opening: opening(5), encoding: 'gemma3' },
      ),
    ).toBe(true);
    expect(
      sameGaugeProps(
        { opening: opening(5), encoding: 'gemma3' },
        { opening: opening(5), encoding: 'o200k_base' },
      ),
    ).toBe(false);
  });
});
