import { describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../../core';
import { sectionSwatch, swatchBackground } from './palette';

describe('section swatches', () => {
  it('give every prompt part its own colour-and-pattern pair', () => {
    const keys = [...SECTION_KEYS, 'USER_MEMORY', 'CUSTOM_TEMPLATE'];
    const pairs = keys.map((key) => JSON.stringify(sectionSwatch(key)));
    expect(new Set(pairs).size).toBe(keys.length);
  });

  it('draws stripes for striped swatches only', () => {
    expect(swatchBackground({ color: '#E69F00', striped: false })).toBe('#E69F00');
    expect(swatchBackground({ color: '#E69F00', striped: true })).toContain(
      'repeating-linear-gradient',
    );
  });
});
