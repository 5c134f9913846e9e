/**
 * The first figure: the record the app writes and the static shell's script in index.html that
 * reads it, run together on the page's own markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImportedTextRestore } from './importedTextPersistence';
import {
  FIRST_FIGURE_KEY,
  noteSavedConfig,
  noteShownFigure,
  resetFirstFigure,
  shellTextHash,
  type ShownFigure,
} from './firstFigure';

const PAGE = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const BODY = /<body>([\s\S]*)<\/body>/.exec(PAGE)?.[1] ?? '';
/** The shell's first-figure script, as the page runs it. */
const SHELL_SCRIPT =
  [...BODY.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((script) => script.includes(FIRST_FIGURE_KEY)) ?? '';

const FIGURE: ShownFigure = {
  total: 6581,
  encoding: 'gemma3',
  name: 'Gemini vocabulary (Gemma 3)',
  badge: 'exact',
};
const DEFAULT_FIGURE: ShownFigure = { ...FIGURE, total: 6000 };

/** The page as the browser parses it, with the build's data block (`build` id or none). */
function loadPage(build: string | null) {
  document.head.innerHTML = `<script type="application/json" id="promptscope-build">${JSON.stringify(
    build ? { id: build, defaultFigure: DEFAULT_FIGURE } : {},
  )}</script>`;
  document.body.innerHTML = BODY.replace(/<script[\s\S]*?<\/script>/g, '');
}

/** Runs the shell's script; what it shows (null: no figure). */
function shellFigure(): string | null {
  new Function(SHELL_SCRIPT)();
  const card = document.getElementById('shell-figure');
  if (!card || card.hidden) return null;
  const total = document.querySelector('[data-testid="shell-total-tokens"]');
  const badge = document.getElementById('shell-figure-badge');
  return `${total?.textContent} ${total?.getAttribute('data-encoding')} ${badge?.textContent}`;
}

const config = { gemini: { userMemory: 'house rules' } };
const raw = JSON.stringify({ version: 2, state: config });

beforeEach(() => {
  resetFirstFigure();
  loadPage('build-1');
});
afterEach(() => {
  window.location.hash = '';
  useImportedTextRestore.setState(null, true);
  // The ui project shares one document between files: leave it as the next file expects.
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the static shell’s first figure', () => {
  it('finds the script in index.html', () => {
    expect(SHELL_SCRIPT).toContain('promptscope:config');
  });

  it('shows a new user the default configuration’s figure from the build', () => {
    expect(shellFigure()).toBe('6000 gemma3 exact');
  });

  it('shows the figure the meter settled on for the saved configuration, on the next visit', () => {
    localStorage.setItem('promptscope:config', raw);
    noteSavedConfig(config, raw);
    noteShownFigure(config, FIGURE);
    expect(JSON.parse(localStorage.getItem(FIRST_FIGURE_KEY) ?? '{}')).toMatchObject({
      build: 'build-1',
      length: raw.length,
      hash: shellTextHash(raw),
      total: 6581,
    });
    loadPage('build-1');
    expect(shellFigure()).toBe('6581 gemma3 exact');
  });

  it('is written whichever comes first, the save or the settled figure', () => {
    localStorage.setItem('promptscope:config', raw);
    noteShownFigure(config, FIGURE);
    expect(localStorage.getItem(FIRST_FIGURE_KEY)).toBeNull();
    noteSavedConfig(config, raw);
    expect(shellFigure()).toBe('6581 gemma3 exact');
  });

  it('shows nothing when the saved text changed, by one character or in length', () => {
    noteSavedConfig(config, raw);
    noteShownFigure(config, FIGURE);
    localStorage.setItem('promptscope:config', raw.replace('house', 'mouse'));
    expect(shellFigure()).toBeNull();
    localStorage.setItem('promptscope:config', `${raw} `);
    expect(shellFigure()).toBeNull();
  });

  it('shows nothing after a new build, for a share link, or for a corrupt record', () => {
    localStorage.setItem('promptscope:config', raw);
    noteSavedConfig(config, raw);
    noteShownFigure(config, FIGURE);
    loadPage('build-2');
    expect(shellFigure()).toBeNull();

    loadPage('build-1');
    window.location.hash = '#c=abc';
    expect(shellFigure()).toBeNull();
    window.location.hash = '';

    localStorage.setItem(FIRST_FIGURE_KEY, '{not json');
    expect(shellFigure()).toBeNull();
  });

  it('is not written for a figure of another configuration than the one saved', () => {
    noteSavedConfig(config, raw);
    noteShownFigure({ ...config }, FIGURE);
    expect(localStorage.getItem(FIRST_FIGURE_KEY)).toBeNull();
  });

  it('is not written while an imported text is read back (the figure would be without it)', () => {
    useImportedTextRestore.setState({ fileName: 'system.md', chars: 10, state: 'loading' }, true);
    noteSavedConfig(config, raw);
    noteShownFigure(config, FIGURE);
    expect(localStorage.getItem(FIRST_FIGURE_KEY)).toBeNull();
  });

  it('is not written without a build id (the dev server), nor when storage refuses it', () => {
    loadPage(null);
    noteSavedConfig(config, raw);
    noteShownFigure(config, FIGURE);
    expect(localStorage.getItem(FIRST_FIGURE_KEY)).toBeNull();

    loadPage('build-1');
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => noteShownFigure(config, { ...FIGURE, total: 1 })).not.toThrow();
    refuse.mockRestore();
  });

  it('renders names from the record as text, never as markup', () => {
    localStorage.setItem('promptscope:config', raw);
    noteSavedConfig(config, raw);
    noteShownFigure(config, { ...FIGURE, name: '<img src=x onerror=alert(1)>' });
    shellFigure();
    expect(document.getElementById('shell-figure-name')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(document.querySelector('#shell-figure img')).toBeNull();
  });
});
