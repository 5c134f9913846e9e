import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionPlotShapes, type SessionResult } from '../../../core';
import { CostPlot } from './CostPlot';
import { formatDollars, formatTokens } from './format';
import { RequestTable, REQUESTS_PER_PAGE } from './RequestTable';
import { SessionTotals } from './SessionTotals';
import { simulatedSession } from './sessionTestSupport';
import { TokenBars } from './TokenBars';

/** 40 turns with 40 KB tool outputs: past the compression threshold once, 137 requests. */
const compressing = () => simulatedSession(40, 'gemini-2.5-flash', undefined, 40_000);

const figure = (term: string) =>
  within(screen.getByTestId('session-totals'))
    .getByText(term)
    .closest('.ses-figure')
    ?.querySelector('.ses-figure-value')?.textContent;

describe('the session totals', () => {
  it('show the sums of the requests, per session and per 1,000 sessions', () => {
    const result = simulatedSession(20);
    render(<SessionTotals result={result} label="the test" />);
    const input = result.requests.reduce((s, r) => s + r.inputTokens, 0);
    const cost = result.requests.reduce((s, r) => s + (r.cost?.total ?? 0), 0);
    expect(figure('Input tokens')).toBe(formatTokens(input));
    expect(figure('Requests')).toBe(String(result.requests.length));
    expect(figure('Cost per session')).toBe(formatDollars(cost));
    expect(figure('Per 1,000 sessions')).toBe(formatDollars(cost * 1000));
    expect(figure('Saved by the cache')).toBe(formatDollars(result.totals.cost?.cacheSaving ?? 0));
    expect(screen.getByRole('heading', { name: 'Totals for the test' })).toBeTruthy();
    expect(screen.getByText(/counted as the sum of its pieces/)).toBeTruthy();
  });

  it('say "no price known" instead of money for a model without a price', () => {
    render(<SessionTotals result={simulatedSession(3, 'gemini-3-flash', null)} label="x" />);
    expect(figure('Cost')).toBe('no price known');
    expect(screen.queryByText('Cost per session')).toBeNull();
  });
});

/** The cost plot of `of`, with the shapes the worker makes for it. */
const Plot = ({ of }: { of: SessionResult }) => (
  <CostPlot result={of} shapes={sessionPlotShapes(of)} />
);

describe('the session plots', () => {
  it('draw the cumulative cost with each compression marked, described for screen readers', () => {
    const result = compressing();
    expect(result.compressions.length).toBeGreaterThan(0);
    render(<CostPlot result={result} shapes={sessionPlotShapes(result)} />);
    const plot = screen.getByRole('img', { name: /^Cumulative cost over \d+ requests/ });
    const last = result.requests.at(-1)?.cumulativeCost ?? 0;
    expect(plot.getAttribute('aria-label')).toContain(formatDollars(last));
    expect(plot.getAttribute('aria-label')).toMatch(/compressions? at request/);
    expect(screen.getAllByTestId('compression-mark')).toHaveLength(result.compressions.length);
    const points = plot.querySelector('polyline')?.getAttribute('points')?.split(' ') ?? [];
    expect(points).toHaveLength(result.requests.length);
  });

  it('say so instead of plotting money without a price', () => {
    render(<Plot of={simulatedSession(3, 'gemini-3-flash', null)} />);
    expect(screen.getByTestId('cost-plot-empty').textContent).toContain('no price is known');
  });

  it('stack cached, uncached and output tokens per request in three paths', () => {
    const result = simulatedSession(10);
    render(<TokenBars result={result} shapes={sessionPlotShapes(result)} />);
    const bars = screen.getByRole('img', { name: /stacked bars: cached input, uncached input/ });
    const paths = bars.querySelectorAll('path');
    expect([...paths].map((p) => p.getAttribute('class'))).toEqual([
      'ses-bar-cached',
      'ses-bar-uncached',
      'ses-bar-output',
    ]);
    // One rectangle per request in the output series (every request has output here).
    const outputs = paths[2]?.getAttribute('d')?.match(/M/g) ?? [];
    expect(outputs).toHaveLength(result.requests.filter((r) => r.outputTokens > 0).length);
  });
});

describe('the request table', () => {
  it('pages a long session and marks compression requests', () => {
    const result = compressing();
    expect(result.requests.length).toBeGreaterThan(REQUESTS_PER_PAGE);
    const { container } = render(<RequestTable result={result} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(REQUESTS_PER_PAGE);
    const pages = Math.ceil(result.requests.length / REQUESTS_PER_PAGE);
    expect(screen.getByRole('navigation', { name: 'Request pages' }).textContent).toContain(
      `page 1 of ${pages}`,
    );
    for (let page = 1; page < pages; page += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    const lastRows = result.requests.length - (pages - 1) * REQUESTS_PER_PAGE;
    expect(container.querySelectorAll('tbody tr')).toHaveLength(lastRows);
    const compressionRequests = result.requests.filter((r) => r.kind !== 'turn');
    expect(compressionRequests.length).toBeGreaterThan(0);
    const last = result.requests.at(-1);
    const lastRow = container.querySelector('tbody tr:last-child');
    expect(lastRow?.textContent).toContain(formatDollars(last?.cumulativeCost ?? 0));
  });

  it('names compression requests as such', () => {
    const result = compressing();
    const { container } = render(<RequestTable result={result} />);
    const marked = container.querySelectorAll('.ses-row-compression');
    const onFirstPage = result.requests
      .slice(0, REQUESTS_PER_PAGE)
      .filter((r) => r.kind !== 'turn').length;
    expect(marked).toHaveLength(onFirstPage);
    expect(marked[0]?.textContent).toContain('compression: summary');
  });
});
