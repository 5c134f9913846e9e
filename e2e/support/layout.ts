import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Product-language helpers for accessibility and layout checks. */

export const VIEWS = ['System prompt', 'Compression', 'Turn & context'] as const;
export type ViewName = (typeof VIEWS)[number];

/** Opens a view by its tab label and waits until it has content. */
export async function showView(page: Page, view: ViewName): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
  const ready = {
    'System prompt': page.getByTestId('total-tokens'),
    Compression: page.getByRole('heading', { name: 'Timeline and summary', level: 2 }),
    'Turn & context': page.getByTestId('layer-table'),
  }[view];
  await ready.waitFor({ state: 'visible', timeout: 30_000 });
}

/** Sets the theme through the header toggle until the page shows `theme`. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const now = await page.evaluate(() => document.documentElement.dataset['theme']);
    if (now === theme) return;
    await page.getByTestId('theme-toggle').click();
  }
}

/** axe's violations on the page (local axe-core, nothing fetched), as "id: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
}

/**
 * Text that does not fit: visible elements with their own text whose content is wider than
 * their box and that do not scroll (clipped or spilling), plus sibling text boxes that
 * overlap. Editors, scrollable areas and visually hidden text are left out.
 */
export async function clippedOrOverlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const ownText = (el: Element) =>
      Array.from(el.childNodes).some(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '',
      );
    const skip = (el: Element) =>
      el.closest(
        '.monaco-editor, .monaco-host, pre, textarea, select, option, [hidden], .ctx-sr-only, .sr-only',
      ) !== null;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
      );
    };
    const scrolls = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return node !== el || true;
      }
      return false;
    };
    const texts = Array.from(document.querySelectorAll('body *')).filter(
      (el) => ownText(el) && !skip(el) && visible(el),
    );
    for (const el of texts) {
      const html = el as HTMLElement;
      if (html.scrollWidth > html.clientWidth + 1 && html.clientWidth > 0) {
        const { overflowX, textOverflow } = getComputedStyle(el);
        if (textOverflow !== 'ellipsis' && !(overflowX === 'auto' || overflowX === 'scroll')) {
          problems.push(
            `overflows its box: ${name(el)} (${html.scrollWidth} > ${html.clientWidth})`,
          );
        }
      }
      const box = el.getBoundingClientRect();
      const viewportWidth = document.documentElement.clientWidth;
      if (box.right > viewportWidth + 1 && !scrolls(el)) {
        problems.push(`runs off the page: ${name(el)}`);
      }
    }
    const textSet = new Set(texts);
    for (const el of texts) {
      const siblings = Array.from(el.parentElement?.children ?? []).filter(
        (s) => s !== el && textSet.has(s),
      );
      // Line boxes, not bounding boxes: inline text that wraps shares its lines legitimately.
      const linesOf = (node: Element) =>
        Array.from(node.getClientRects()).filter((r) => r.width > 0);
      const mine = linesOf(el);
      for (const s of siblings) {
        if (el.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_PRECEDING) continue;
        const hit = linesOf(s).some((b) =>
          mine.some(
            (a) =>
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2,
          ),
        );
        if (hit) problems.push(`overlaps: ${name(el)} and ${name(s)}`);
      }
    }
    return problems;
  });
}
