import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toColumns, type PlanView, type TimelineRow } from '../../../workers/compression/protocol';
import { Timeline } from './Timeline';

const row: TimelineRow = {
  role: 'user',
  kind: 'text',
  label: 'hello',
  chars: 10,
  originalChars: 10,
  tokens: 3,
  originalTokens: 3,
  validSplit: true,
  truncated: false,
};
const view = {
  rows: toColumns(Array.from({ length: 1_000 }, () => row)),
  split: { index: 500, fraction: 0.7, targetChars: 5_000, totalChars: 10_000 },
} as PlanView;

/** A size observer the test reports through, as the browser does after a layout. */
function stubObserver() {
  const observed: { report: () => void; element: HTMLElement }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(element: HTMLElement) {
        const entry = { target: element } as unknown as ResizeObserverEntry;
        observed.push({ element, report: () => this.callback([entry], this as never) });
      }
      disconnect() {}
    },
  );
  return observed;
}

afterEach(() => vi.unstubAllGlobals());

describe('the timeline window', () => {
  it('draws the rows of the window height first, then those of the height the observer reports', () => {
    const observed = stubObserver();
    const heightRead = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    const { container } = render(
      <Timeline view={view} scale="chars" expanded={null} onToggle={() => {}} />,
    );
    // Nothing asked the page's layout while rendering: the window's height stood in (768 in
    // jsdom: 30 rows of 26 px, plus 8 rows drawn ahead).
    expect(heightRead).not.toHaveBeenCalled();
    // (Rows by tag: a role query costs jsdom seconds.)
    expect(container.querySelectorAll('li.cmp-row')).toHaveLength(38);

    heightRead.mockReturnValue(260);
    act(() => observed[0]!.report());
    expect(container.querySelectorAll('li.cmp-row')).toHaveLength(18);
    heightRead.mockRestore();
  });
});
