import { describe, expect, it } from 'vitest';
import { CURRENT_KNOWN_MODELS } from '../currentModels';
import { KNOWN_MODELS } from '../models';
import { offeredConcreteModels } from './offeredModels';
import {
  isPriceTableStale,
  MODELS_WITHOUT_PRICE,
  modelsWithoutPrice,
  PRICE_TABLE,
  PRICE_TABLE_READ_ON,
  priceFor,
  requestCost,
  stalePriceRows,
} from './prices';

describe('PRICE_TABLE', () => {
  it('has a row, or a reason for none, for every model the app offers', () => {
    const offered = offeredConcreteModels();
    expect(offered).toContain('gemini-2.5-pro');
    expect(offered).toContain('gemma-4-31b-it');
    const missing = modelsWithoutPrice(offered);
    for (const model of missing) {
      expect(Object.keys(MODELS_WITHOUT_PRICE), model).toContain(model);
      expect(priceFor(model)).toBeNull();
    }
    for (const model of offered.filter((m) => !missing.includes(m))) {
      expect(priceFor(model)?.model).toBe(model);
    }
  });

  it('counts every concrete id the pickers list as offered', () => {
    const offered = offeredConcreteModels();
    for (const { id, kind } of [...KNOWN_MODELS, ...CURRENT_KNOWN_MODELS]) {
      if (kind === 'model') expect(offered).toContain(id);
    }
    expect(offered.some((id) => id === 'auto' || id.startsWith('auto-'))).toBe(false);
  });

  it('lists no model both with a price and without one, and each model once', () => {
    const models = PRICE_TABLE.map((row) => row.model);
    expect(new Set(models).size).toBe(models.length);
    for (const model of models) expect(Object.keys(MODELS_WITHOUT_PRICE)).not.toContain(model);
  });

  it('gives every row a source page and a date, and sane figures', () => {
    for (const row of PRICE_TABLE) {
      expect(row.source.url).toMatch(/^https:\/\/ai\.google\.dev\//);
      expect(row.source.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.cachedInput).toBeLessThan(row.input);
      expect(row.output).toBeGreaterThan(0);
      expect(row.minCacheableTokens).toBeGreaterThanOrEqual(1024);
      if (row.longContext) expect(row.longContext.input).toBeGreaterThan(row.input);
    }
  });
});

describe('isPriceTableStale', () => {
  it.each([
    ['2026-10-07', '2027-02-04T00:00:00Z', false], // exactly 120 days
    ['2026-10-07', '2027-02-04T00:00:01Z', true],
    ['2026-10-07', '2026-11-26T12:00:00Z', false],
    ['2026-03-03', '2026-11-26T12:00:00Z', true],
    ['not a date', '2026-11-26T12:00:00Z', true],
  ])('read on %s, today %s: stale %s', (readOn, today, stale) => {
    expect(isPriceTableStale(new Date(today), readOn)).toBe(stale);
  });

  it('names the rows older than 120 days', () => {
    const stale = stalePriceRows(new Date('2026-11-26T12:00:00Z')).map((row) => row.model);
    expect(stale).toEqual([
      'gemini-3-pro-preview',
      'gemini-3-flash-preview',
      'gemini-3.1-flash-lite',
    ]);
    expect(stalePriceRows(new Date('2026-10-08T00:00:00Z')).map((row) => row.model)).toEqual([
      'gemini-3-pro-preview',
      'gemini-3.1-flash-lite',
    ]);
    expect(stalePriceRows(new Date('2026-06-10T00:00:00Z'))).toEqual([
      PRICE_TABLE.find((row) => row.model === 'gemini-3-pro-preview'),
    ]);
  });

  it('defaults to the table date', () => {
    expect(isPriceTableStale(new Date(`${PRICE_TABLE_READ_ON}T00:00:00Z`))).toBe(false);
  });
});

describe('requestCost', () => {
  const pro = priceFor('gemini-2.5-pro');
  if (!pro) throw new Error('gemini-2.5-pro has a row');

  it('bills uncached input, cached input and output at the base tier', () => {
    const cost = requestCost(pro, 100_000, 40_000, 1_000);
    expect(cost.input).toBeCloseTo((60_000 * 1.25) / 1e6, 12);
    expect(cost.cached).toBeCloseTo((40_000 * 0.125) / 1e6, 12);
    expect(cost.output).toBeCloseTo((1_000 * 10) / 1e6, 12);
    expect(cost.total).toBeCloseTo(cost.input + cost.cached + cost.output, 12);
    expect(cost.cacheSaving).toBeCloseTo((40_000 * (1.25 - 0.125)) / 1e6, 12);
  });

  it('bills the whole request at the long-context tier above 200k input tokens', () => {
    expect(requestCost(pro, 200_000, 0, 0).input).toBeCloseTo(0.25, 12);
    const long = requestCost(pro, 200_001, 100_000, 1_000);
    expect(long.input).toBeCloseTo((100_001 * 2.5) / 1e6, 12);
    expect(long.cached).toBeCloseTo((100_000 * 0.25) / 1e6, 12);
    expect(long.output).toBeCloseTo((1_000 * 15) / 1e6, 12);
  });
});

describe('priceFor with overrides', () => {
  it('applies valid fields and ignores negative or non-numeric ones', () => {
    const row = priceFor('gemini-2.5-flash', {
      'gemini-2.5-flash': { input: 0.5, output: -1, minCacheableTokens: 1024 },
    });
    expect(row).toMatchObject({ input: 0.5, output: 2.5, cachedInput: 0.03 });
    expect(row?.minCacheableTokens).toBe(1024);
    expect(priceFor('gemini-2.5-flash', { 'gemini-2.5-pro': { input: 9 } })?.input).toBe(0.3);
  });

  it('makes a row for an unpriced model only from all three prices', () => {
    expect(priceFor('gemma-4-31b-it', { 'gemma-4-31b-it': { input: 0.1 } })).toBeNull();
    const row = priceFor('gemma-4-31b-it', {
      'gemma-4-31b-it': { input: 0.1, cachedInput: 0.01, output: 0.2 },
    });
    expect(row).toMatchObject({ model: 'gemma-4-31b-it', input: 0.1, output: 0.2 });
  });
});
