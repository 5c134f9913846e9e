import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThreePanes } from './ThreePanes';

afterEach(cleanup);

function renderPanes() {
  render(
    <ThreePanes
      id="view"
      panes={[
        { id: 'left', title: 'Controls', content: <p>controls</p>, defaultSize: '26' },
        { id: 'middle', title: 'Prompt', content: <p>prompt</p>, defaultSize: '44' },
        { id: 'right', title: 'Insights', content: <p>insights</p>, defaultSize: '30' },
      ]}
    />,
  );
  return {
    first: screen.getByRole('separator', { name: 'Resize Controls and Prompt' }),
    second: screen.getByRole('separator', { name: 'Resize Prompt and Insights' }),
    width: (id: string) => Number(document.getElementById(`view-${id}`)?.style.flexGrow),
  };
}

describe('ThreePanes', () => {
  it('shows three titled panes at their first widths, with two labelled handles', () => {
    const { first, second, width } = renderPanes();
    expect(screen.getByRole('region', { name: 'Controls' }).textContent).toContain('controls');
    expect(screen.getByRole('region', { name: 'Insights' }).textContent).toContain('insights');
    expect([width('left'), width('middle'), width('right')]).toEqual([26, 44, 30]);
    expect(first.getAttribute('aria-valuenow')).toBe('26');
    expect(first.getAttribute('aria-controls')).toBe('view-left');
    expect(first.getAttribute('aria-orientation')).toBe('vertical');
    expect(second.getAttribute('aria-valuenow')).toBe('44');
    expect(first.tabIndex).toBe(0);
  });

  it('resizes the two neighbours with the arrow keys, Home and End', () => {
    const { first, second, width } = renderPanes();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect([width('left'), width('middle'), width('right')]).toEqual([31, 39, 30]);
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect([width('left'), width('middle'), width('right')]).toEqual([31, 34, 35]);
    fireEvent.keyDown(first, { key: 'Home' });
    expect(first.getAttribute('aria-valuenow')).toBe('14');
    fireEvent.keyDown(first, { key: 'End' });
    expect([width('left'), width('middle')]).toEqual([45, 20]);
    expect(first.getAttribute('aria-valuemax')).toBe('45');
  });

  it('goes back to the first widths on a double click', () => {
    const { first, width } = renderPanes();
    fireEvent.keyDown(first, { key: 'End' });
    fireEvent.doubleClick(first);
    expect([width('left'), width('middle'), width('right')]).toEqual([26, 44, 30]);
  });

  it('moves F6 focus to the next handle, wrapping around', () => {
    const { first, second } = renderPanes();
    first.focus();
    fireEvent.keyDown(first, { key: 'F6' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'F6' });
    expect(document.activeElement).toBe(first);
  });

  it('follows a drag in percent of the row', () => {
    const { first, width } = renderPanes();
    const row = first.parentElement as HTMLElement;
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({ width: 1000 } as DOMRect);
    fireEvent.pointerDown(first, { button: 0, clientX: 260, pointerId: 1 });
    expect(first.getAttribute('data-separator')).toBe('active');
    fireEvent.pointerMove(first, { clientX: 310, pointerId: 1 });
    fireEvent.pointerMove(first, { clientX: 360, pointerId: 1 });
    fireEvent.pointerUp(first, { clientX: 360, pointerId: 1 });
    expect([width('left'), width('middle'), width('right')]).toEqual([36, 34, 30]);
    expect(first.getAttribute('data-separator')).toBe('inactive');
    fireEvent.pointerMove(first, { clientX: 500, pointerId: 1 });
    expect(width('left')).toBe(36);
  });
});
