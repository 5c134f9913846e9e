/**
 * What the section palette promises, checked on the paint the browser gets (jsdom parses the
 * CSS `background` we produce): a colour-and-pattern pair of its own for every prompt part,
 * Okabe–Ito hues only, a hue shared only between a solid and a striped swatch, stripes that
 * really alternate two paints, and a black section number that stays legible on every paint
 * of every swatch in the light and the dark theme.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../core';
import { sectionSwatch, swatchBackground, type SectionSwatch } from './palette';

const PROMPT_PARTS = [...SECTION_KEYS, 'USER_MEMORY', 'CUSTOM_TEMPLATE'];
/** A part the palette does not know (e.g. a section a newer CLI adds). */
const UNKNOWN_PART = 'SOME_NEW_SECTION';

/** Okabe & Ito's colour-universal-design palette, as rgb triples. */
const OKABE_ITO = [
  [0, 0, 0],
  [230, 159, 0],
  [86, 180, 233],
  [0, 158, 115],
  [240, 228, 66],
  [0, 114, 178],
  [213, 94, 0],
  [204, 121, 167],
  [153, 153, 153], // the grey that usually accompanies it
].map((rgb) => rgb.join(','));

type Rgba = [number, number, number, number];

function parseRgba(css: string): Rgba {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(css);
  if (!match) throw new Error(`not an rgb colour: ${css}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4] ?? 1)];
}

function hexToRgba(hex: string): Rgba {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
}

interface Paint {
  pattern: 'solid' | 'stripes';
  /** Each paint of the pattern with its band width in px (solid: one paint, width 0). */
  bands: { color: Rgba; width: number }[];
}

/** How a browser paints the swatch: the background jsdom parsed, as colours and band widths. */
function paintOf(swatch: SectionSwatch): Paint {
  const el = document.createElement('span');
  el.style.background = swatchBackground(swatch);
  const image = el.style.backgroundImage;
  if (!image || image === 'none') {
    return { pattern: 'solid', bands: [{ color: parseRgba(el.style.backgroundColor), width: 0 }] };
  }
  expect(image).toMatch(/^repeating-linear-gradient\(/);
  const stops = [...image.matchAll(/(rgba?\([^)]*\))\s+([\d.]+)(?:px)?\s+([\d.]+)px/g)];
  return {
    pattern: 'stripes',
    bands: stops.map((m) => ({
      color: parseRgba(m[1] ?? ''),
      width: Number(m[3]) - Number(m[2]),
    })),
  };
}

/** The app's theme variables. Vitest blanks CSS imports, so the file is read from disk. */
let styles = '';
beforeAll(async () => {
  const fs = (await import(/* @vite-ignore */ 'node:fs' as string)) as {
    readFileSync(path: string, encoding: 'utf8'): string;
  };
  // Vitest runs from the repository root (vitest.config.ts).
  styles = fs.readFileSync('src/ui/styles.css', 'utf8');
});

/** A custom property of the light (`:root`) or dark (`:root[data-theme='dark']`) theme. */
function themeColor(theme: 'light' | 'dark', name: string): Rgba {
  const selector = theme === 'light' ? ':root {' : ":root[data-theme='dark'] {";
  const block = styles.slice(
    styles.indexOf(selector),
    styles.indexOf('}', styles.indexOf(selector)),
  );
  const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})`).exec(block)?.[1];
  if (!value) throw new Error(`${name} not found in the ${theme} theme`);
  return hexToRgba(value);
}

/** `top` (possibly translucent) over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const key = (rgba: Rgba) => rgba.slice(0, 3).map(Math.round).join(',');

describe('section swatches', () => {
  const swatches = [...PROMPT_PARTS, UNKNOWN_PART].map((part) => ({
    part,
    paint: paintOf(sectionSwatch(part)),
  }));

  it('paint every prompt part (and unknown parts) differently', () => {
    const looks = swatches.map(({ paint }) =>
      JSON.stringify([paint.pattern, ...paint.bands.map((b) => key(b.color))]),
    );
    expect(new Set(looks).size).toBe(swatches.length);
  });

  it('use only Okabe–Ito hues, each at most once solid and once striped', () => {
    const hues = swatches.map(({ part, paint }) => ({ part, paint, hue: paint.bands[0]?.color }));
    for (const { part, hue } of hues) expect(OKABE_ITO, part).toContain(key(hue ?? [0, 0, 0, 0]));
    for (const pattern of ['solid', 'stripes'] as const) {
      const used = hues.filter((h) => h.paint.pattern === pattern).map((h) => key(h.hue!));
      expect(new Set(used).size, pattern).toBe(used.length);
    }
  });

  it('draw stripes that alternate the hue with a lighter band, both visible', () => {
    for (const { part, paint } of swatches.filter((s) => s.paint.pattern === 'stripes')) {
      const [hue, band] = paint.bands;
      expect(paint.bands, part).toHaveLength(2);
      expect(hue?.width, part).toBeGreaterThanOrEqual(2);
      expect(band?.width, part).toBeGreaterThanOrEqual(2);
      expect(key(band!.color), part).not.toBe(key(hue!.color));
      expect(luminance(over(band!.color, hue!.color)), part).toBeGreaterThan(luminance(hue!.color));
    }
  });

  it.each(['light', 'dark'] as const)(
    'keep the black section number legible (3:1) on every paint in the %s theme',
    (theme) => {
      const black: Rgba = [0, 0, 0, 1];
      // The table swatch sits on the surface, the bar segment on the bar's surface-2.
      for (const ground of [themeColor(theme, '--surface'), themeColor(theme, '--surface-2')]) {
        for (const { part, paint } of swatches) {
          for (const { color } of paint.bands) {
            expect(contrast(black, over(color, ground)), part).toBeGreaterThanOrEqual(3);
          }
        }
      }
    },
  );
});
