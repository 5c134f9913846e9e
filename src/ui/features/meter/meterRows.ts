import type { TokenBreakdown } from '../../../core';
import { promptPartSwitch, promptPartTitle } from '../../components/sectionLabels';
import { sectionSwatch, type SectionSwatch } from '../../components/palette';

/** One row of the meter's bar and table. */
export interface MeterRow {
  key: string;
  /** 1-based position, printed on the bar segment and the row as a text label. */
  number: number;
  title: string;
  /** How to remove the part, e.g. `GEMINI_PROMPT_GIT=0`. */
  switchHint: string;
  swatch: SectionSwatch;
  tokens: number;
  chars: number;
  /** Share of the total in percent, one decimal. */
  percent: number;
  savesIfOff: number;
}

/** The meter's figures: rows in prompt order whose `tokens` add up exactly to `total`. */
export interface MeterModel {
  total: number;
  chars: number;
  rows: MeterRow[];
}

/** Builds the meter's rows from a breakdown; `total` is the breakdown's (the rows' sum). */
export function meterModel(breakdown: TokenBreakdown): MeterModel {
  return {
    total: breakdown.total,
    chars: breakdown.chars,
    rows: breakdown.rows.map((row, index) => ({
      key: row.key,
      number: index + 1,
      title: promptPartTitle(row.key),
      switchHint: promptPartSwitch(row.key),
      swatch: sectionSwatch(row.key),
      tokens: row.tokens,
      chars: row.chars,
      percent: Math.round(row.share * 1000) / 10,
      savesIfOff: row.savesIfOff,
    })),
  };
}
