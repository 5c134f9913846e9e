/**
 * Model → concrete id → prompt family, for every row and column of the current CLI's
 * resolution table (gemini-cli packages/core/src/config/models.ts resolveModel,
 * supportsModernFeatures).
 */
import { describe, expect, it } from 'vitest';
import {
  isCustomModel,
  isGemini3Model,
  resolveCurrentModel,
  resolveModelFamily,
  type ModelAccess,
} from './currentModels';

/** The table's four columns. */
const COLUMNS: Record<string, ModelAccess> = {
  'g31=0 prev=1': { gemini31Launched: false, hasPreviewAccess: true },
  'g31=1 prev=1': { gemini31Launched: true, hasPreviewAccess: true },
  'prev=0': { hasPreviewAccess: false },
  '35=1': { hasPreviewAccess: true, gemini35FlashGA: true },
};

type Cell = [resolved: string, family: 'modern' | 'legacy'];

/** Each row: requested ids, then the expected cell per column. */
const ROWS: { ids: string[]; cells: Record<keyof typeof COLUMNS, Cell> }[] = [
  {
    ids: ['auto', 'pro', 'auto-gemini-3', 'gemini-3-pro-preview'],
    cells: {
      'g31=0 prev=1': ['gemini-3-pro-preview', 'modern'],
      'g31=1 prev=1': ['gemini-3.1-pro-preview', 'modern'],
      'prev=0': ['gemini-2.5-pro', 'legacy'],
      '35=1': ['gemini-3-pro-preview', 'modern'],
    },
  },
  {
    ids: ['auto-gemini-2.5', 'gemini-2.5-pro'],
    cells: {
      'g31=0 prev=1': ['gemini-2.5-pro', 'legacy'],
      'g31=1 prev=1': ['gemini-2.5-pro', 'legacy'],
      'prev=0': ['gemini-2.5-pro', 'legacy'],
      '35=1': ['gemini-2.5-pro', 'legacy'],
    },
  },
  {
    ids: ['flash'],
    cells: {
      'g31=0 prev=1': ['gemini-3-flash-preview', 'modern'],
      'g31=1 prev=1': ['gemini-3-flash-preview', 'modern'],
      'prev=0': ['gemini-2.5-flash', 'legacy'],
      // DEFAULT_GEMINI_FLASH_MODEL after setFlashModels with 3.5 GA access.
      '35=1': ['gemini-3.5-flash', 'modern'],
    },
  },
  {
    ids: ['gemini-3-flash-preview'],
    cells: {
      'g31=0 prev=1': ['gemini-3-flash-preview', 'modern'],
      'g31=1 prev=1': ['gemini-3-flash-preview', 'modern'],
      'prev=0': ['gemini-2.5-flash', 'legacy'],
      '35=1': ['gemini-3-flash-preview', 'modern'],
    },
  },
  {
    ids: ['flash-lite', 'gemini-3.1-flash-lite'],
    cells: {
      'g31=0 prev=1': ['gemini-3.1-flash-lite', 'modern'],
      'g31=1 prev=1': ['gemini-3.1-flash-lite', 'modern'],
      'prev=0': ['gemini-3.1-flash-lite', 'modern'],
      '35=1': ['gemini-3.1-flash-lite', 'modern'],
    },
  },
  ...['gemini-3.5-flash', 'gemini-3-flash'].map((id) => ({
    ids: [id],
    cells: {
      'g31=0 prev=1': [id, 'modern'] as Cell,
      'g31=1 prev=1': [id, 'modern'] as Cell,
      'prev=0': [id, 'modern'] as Cell,
      '35=1': ['gemini-3.5-flash', 'modern'] as Cell,
    },
  })),
  {
    ids: ['gemini-3.1-pro-preview'],
    cells: {
      'g31=0 prev=1': ['gemini-3.1-pro-preview', 'modern'],
      'g31=1 prev=1': ['gemini-3.1-pro-preview', 'modern'],
      'prev=0': ['gemini-2.5-pro', 'legacy'],
      '35=1': ['gemini-3.1-pro-preview', 'modern'],
    },
  },
  ...['gemini-2.5-flash', 'gemini-2.5-flash-lite', 'gemini-2.0-flash'].map((id) => ({
    ids: [id],
    cells: Object.fromEntries(Object.keys(COLUMNS).map((c) => [c, [id, 'legacy'] as Cell])),
  })),
  ...['gemma-4-31b-it', 'my-proxy-model', 'claude-sonnet'].map((id) => ({
    ids: [id],
    cells: Object.fromEntries(Object.keys(COLUMNS).map((c) => [c, [id, 'modern'] as Cell])),
  })),
];

describe('resolveModelFamily: the resolution table', () => {
  const cases = ROWS.flatMap((row) =>
    row.ids.flatMap((id) =>
      Object.entries(COLUMNS).map(([column, access]) => ({
        id,
        column,
        access,
        cell: row.cells[column] as Cell,
      })),
    ),
  );

  it.each(cases)('$id with $column → $cell', ({ id, access, cell }) => {
    const [resolved, family] = cell;
    expect(resolveCurrentModel(id, access)).toBe(resolved);
    const resolution = resolveModelFamily(id, access);
    expect(resolution).toMatchObject({ requested: id, resolved, family });
    expect(resolution.reason).toContain(family === 'modern' ? 'modern' : 'legacy');
  });

  it('defaults to preview access on, 3.1 not launched, no 3.5 GA (the CLI fallbacks)', () => {
    expect(resolveModelFamily('auto')).toMatchObject({
      resolved: 'gemini-3-pro-preview',
      family: 'modern',
    });
  });

  it('explains custom ids and aliases in the reason', () => {
    expect(resolveModelFamily('gemma-4-31b-it').reason).toMatch(/not a gemini- id/);
    expect(resolveModelFamily('pro', { hasPreviewAccess: false }).reason).toMatch(
      /pro resolves to gemini-2\.5-pro/,
    );
  });
});

describe('isGemini3Model / isCustomModel', () => {
  it.each([
    ['gemini-3', true],
    ['gemini-3-pro-preview', true],
    ['gemini-3.8-flash', true],
    ['gemini-30-pro', false],
    ['gemini-2.5-pro', false],
  ])('isGemini3Model(%s) = %s', (id, expected) => {
    expect(isGemini3Model(id)).toBe(expected);
  });

  it('treats every non-gemini- id as custom', () => {
    expect(isCustomModel('gemma-4-26b-a4b-it')).toBe(true);
    expect(isCustomModel('gemini-2.5-flash')).toBe(false);
  });
});
