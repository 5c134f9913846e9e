import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout check (e2e/layout-a11y.spec.ts) measures where text fits in the light theme only,
 * at every width: it relies on the dark theme changing colours and nothing else. Every rule that
 * applies only in the dark theme (`:root[data-theme='dark']`, or `prefers-color-scheme: dark`)
 * may set custom properties and `color-scheme`, never a size, a font or a display.
 */
const UI = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The declarations of every dark-only rule in `css`, as `property` names. */
function darkOnlyProperties(css: string): string[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const properties: string[] = [];
  // Rules nested in a dark media query: the query's whole body.
  for (const media of source.matchAll(/@media[^{]*prefers-color-scheme:\s*dark[^{]*\{/g)) {
    let depth = 1;
    let end = media.index + media[0].length;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    for (const body of source.slice(media.index + media[0].length, end).matchAll(/\{([^}]*)\}/g)) {
      properties.push(...declared(body[1] ?? ''));
    }
  }
  // Rules whose selector names the dark theme.
  for (const rule of source.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    if (/data-theme\s*=\s*['"]?dark/.test(rule[1] ?? ''))
      properties.push(...declared(rule[2] ?? ''));
  }
  return properties;
}

function declared(body: string): string[] {
  return body
    .split(';')
    .map((declaration) => declaration.split(':')[0]?.trim() ?? '')
    .filter((property) => property !== '');
}

const colourOnly = (property: string) => property.startsWith('--') || property === 'color-scheme';

describe('the dark theme changes colours only', () => {
  it('finds dark-only declarations, and flags a size among them', () => {
    const css = `
      :root { --bg: #fff; }
      :root[data-theme='dark'] { --bg: #000; color-scheme: dark; }
      @media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { --bg: #111; } }
      .card { padding: 4px; }
      :root[data-theme="dark"] .card { padding: 6px; }`;
    expect(darkOnlyProperties(css)).toEqual(['--bg', '--bg', 'color-scheme', 'padding']);
    expect(darkOnlyProperties(css).filter((p) => !colourOnly(p))).toEqual(['padding']);
  });

  it('holds for every stylesheet of the app', () => {
    const files = cssFiles(UI);
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) =>
      darkOnlyProperties(readFileSync(file, 'utf8')).map((property) => ({ file, property })),
    );
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter(({ property }) => !colourOnly(property))).toEqual([]);
  });
});
