import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Product-language helpers for accessibility and layout checks. */

export const VIEWS = [
  'System prompt',
  'Compression',
  'Session cost',
  'Turn & context',
  'Compare',
] as const;
export type ViewName = (typeof VIEWS)[number];

/** Opens a view by its tab label and waits until it has content. */
export async function showView(page: Page, view: ViewName): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
  const ready = {
    'System prompt': page.getByTestId('total-tokens'),
    Compression: page.getByRole('heading', { name: 'Timeline and summary', level: 2 }),
    'Session cost': page.getByTestId('session-totals'),
    'Turn & context': page.getByTestId('layer-table'),
    Compare: page.getByTestId('compare-view'),
  }[view];
  await ready.waitFor({ state: 'visible', timeout: 30_000 });
  if (view === 'Compression') {
    // The heading comes before the plan: checks wait until the worker's plan and the
    // vocabulary figures are shown, so they see the view as a user reads it, not half-built.
    await page
      .locator('[data-testid="plan-status"][aria-busy="false"][data-plan-ms]')
      .waitFor({ timeout: 30_000 });
    await page.locator('.cmp-facts[aria-busy="false"]').waitFor({ timeout: 30_000 });
    await settle(page);
  }
  if (view === 'Session cost') {
    // The figures stay while a newer simulation runs: checks wait for the last one to end.
    await page.getByTestId('session-progress').waitFor({ state: 'hidden', timeout: 30_000 });
  }
}

/** Lets layout settle after a resize or a click (two animation frames). */
export async function settle(page: Page): Promise<void> {
  // Frames stop in a page that is not being drawn; a timer ends the wait then.
  await page.evaluate(
    () =>
      new Promise((done) => {
        setTimeout(done, 1_000);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
}

/** Sets the viewport width (900 px high) and waits for the layout to follow. */
export async function useWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await settle(page);
}

/** Sets the theme through the header toggle until the page shows `theme`. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const now = await page.evaluate(() => document.documentElement.dataset['theme']);
    if (now === theme) return;
    await page.getByTestId('theme-toggle').click();
  }
}

/** What `axeViolations` reads of an axe-core result. */
interface AxeFinding {
  id: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe's violations on the page (local axe-core, nothing fetched), as "id: target" lines;
 * every rule, or only `rules` (e.g. the ones whose outcome depends on the page's width).
 *
 * axe-core is put into the page once per document and run there (`axe.run`, the same engine
 * and rules `@axe-core/playwright` runs). The builder's `analyze()` instead evaluates the
 * 0.5 MB script again on every call and finishes each run in a freshly opened blank page: a
 * one-rule check cost seconds that way, about 0.3 s this way. The app has no frames, so the
 * main document is the whole page.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (only) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const options: axe.RunOptions = only ? { runOnly: { type: 'rule', values: only } } : {};
    // One axe pass takes well under a second; a stuck one fails the check, not the whole run.
    const results = await Promise.race([
      engine.run(document, options),
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error('axe did not finish within 60 s')), 60_000),
      ),
    ]);
    return results.violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, rules ?? null);
  return (violations as AxeFinding[]).flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

/**
 * Text that does not fit, measured: visible elements with their own text whose content is
 * wider than their box and that do not scroll (clipped or spilling), text cut off by the right
 * edge of an ancestor that hides or scrolls overflow, and glyph boxes of different elements
 * that overlap (within one layer: an open dialog or menu covers the page on purpose). Editors,
 * preformatted text and visually hidden text are left out.
 */
export async function clippedOrOverlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const ownTextNodes = (el: Element) =>
      Array.from(el.childNodes).filter(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
      );
    // Content of a closed <details> keeps a layout box in Chromium but is not shown.
    const inClosedDetails = (el: Element) => {
      const details = el.closest('details:not([open])');
      return details !== null && el.closest('summary')?.parentElement !== details;
    };
    const skip = (el: Element) =>
      inClosedDetails(el) ||
      el.closest(
        '.monaco-editor, .monaco-host, pre, textarea, select, option, [hidden], .ctx-sr-only, .sr-only, .visually-hidden',
      ) !== null;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
      );
    };
    const texts = Array.from(document.querySelectorAll('body *')).filter(
      (el) => ownTextNodes(el).length > 0 && !skip(el) && visible(el),
    );
    for (const el of texts) {
      const html = el as HTMLElement;
      const style = getComputedStyle(el);
      const ellipsis = style.textOverflow === 'ellipsis';
      if (html.scrollWidth > html.clientWidth + 1 && html.clientWidth > 0) {
        if (!ellipsis && !(style.overflowX === 'auto' || style.overflowX === 'scroll')) {
          problems.push(
            `overflows its box: ${name(el)} (${html.scrollWidth} > ${html.clientWidth})`,
          );
        }
      }
      // Cut off: the text's right edge lies past what an ancestor shows (or past the page).
      const right = Math.max(
        ...ownTextNodes(el).map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getBoundingClientRect().right;
        }),
      );
      if (ellipsis) continue;
      // An open modal dialog sits in the top layer: its ancestors' overflow does not clip it.
      const dialog = el.closest('dialog[open]');
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (dialog && !dialog.contains(node)) break;
        if (getComputedStyle(node).overflowX === 'visible') continue;
        const edge = node.getBoundingClientRect().left + node.clientLeft + node.clientWidth;
        if (right > edge + 1) {
          problems.push(`cut off by ${name(node).split(' ')[0]}: ${name(el)}`);
          break;
        }
      }
      if (right > document.documentElement.clientWidth + 1) {
        problems.push(`runs off the page: ${name(el)}`);
      }
    }
    // Glyph boxes (one per line of each own text node), cut to what the element and its
    // ancestors show (scrolled-away rows and ellipsised text are not on screen), compared
    // across elements of one layer.
    type Box = { left: number; top: number; right: number; bottom: number };
    const shownArea = (el: Element): Box => {
      const area = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      const dialog = el.closest('dialog[open]');
      for (
        let node: Element | null = el;
        node && node !== document.body;
        node = node.parentElement
      ) {
        if (dialog && !dialog.contains(node)) break;
        const { overflowX, overflowY } = getComputedStyle(node);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const r = node.getBoundingClientRect();
        const left = r.left + node.clientLeft;
        const top = r.top + node.clientTop;
        area.left = Math.max(area.left, left);
        area.top = Math.max(area.top, top);
        area.right = Math.min(area.right, left + node.clientWidth);
        area.bottom = Math.min(area.bottom, top + node.clientHeight);
      }
      return area;
    };
    const layerOf = (el: Element) => el.closest('dialog[open], [role="menu"]');
    const boxes = texts.flatMap((el) => {
      const area = shownArea(el);
      return ownTextNodes(el).flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return Array.from(range.getClientRects())
          .map((g) => ({
            left: Math.max(g.left, area.left),
            top: Math.max(g.top, area.top),
            right: Math.min(g.right, area.right),
            bottom: Math.min(g.bottom, area.bottom),
          }))
          .filter((r) => r.right - r.left > 0 && r.bottom - r.top > 0)
          .map((r) => ({ el, layer: layerOf(el), r }));
      });
    });
    const reported = new Set<string>();
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length; j++) {
        const b = boxes[j]!;
        if (a.el === b.el || a.layer !== b.layer) continue;
        const overlap =
          Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 2 &&
          Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 2;
        const message = `overlaps: ${name(a.el)} and ${name(b.el)}`;
        if (overlap && !reported.has(message)) {
          reported.add(message);
          problems.push(message);
        }
      }
    }
    return problems;
  });
}
