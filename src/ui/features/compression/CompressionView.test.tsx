/**
 * The simulator's main interactions: a sample history is planned (by the real compression
 * worker, run in-process), the plan follows the settings, Force opens the summary request, and
 * a broken pasted history is named at its line while the text and the last plan stay.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareSimulatorTests, renderSimulator, resetConfig, splitNumbers } from './testSupport';

// Monaco does not run in jsdom: the history editor is a plain text area.
vi.mock('../../monaco/MonacoEditor', () => ({
  MonacoEditor: (props: { value: string; ariaLabel: string; onChange?: (v: string) => void }) => (
    <textarea
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value)}
    />
  ),
}));
vi.mock('./jsonLanguage', () => ({ loadMonacoWithJson: () => Promise.resolve({}) }));

// Lazy chunks, workers and renders take longer on a busy machine: waits are not assertions.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(prepareSimulatorTests);
beforeEach(resetConfig);
afterEach(cleanup);

/** Waits for the worker's next plan to be shown (the progress line says it was planned). */
async function planned(previousVersion = 0): Promise<void> {
  await waitFor(
    () => {
      const status = screen.getByTestId('plan-status');
      expect(Number(status.dataset['planVersion'])).toBeGreaterThan(previousVersion);
      expect(status.textContent).toMatch(/^Planned in/);
    },
    { timeout: 15_000 },
  );
}
const planVersion = () => Number(screen.getByTestId('plan-status').dataset['planVersion']);

describe('CompressionView with a sample history', () => {
  it('plans the first sample: the split, the kept and summarised messages, the trigger', async () => {
    renderSimulator();
    await planned();
    expect(screen.getByText(/^Sample: Bug fix: percent discount codes/)).toBeTruthy();
    const { index, total, summarised, kept } = splitNumbers();
    expect(total).toBeGreaterThan(10);
    expect(index).toBeGreaterThan(0);
    expect(summarised).toBe(index);
    expect(kept).toBe(total - index);
    // A short session is far below the trigger: the service would stop with NOOP.
    const gauge = screen.getByRole('meter', { name: 'Last prompt tokens against the token limit' });
    expect(Number(gauge.getAttribute('aria-valuenow'))).toBeLessThan(
      Number(gauge.getAttribute('aria-valuemax')) / 2,
    );
    expect(gauge.getAttribute('aria-valuetext')).toMatch(/tokens; compression triggers at [\d,]+/);
    expect(screen.getByText(/^Below the threshold: NOOP/)).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Run with Gemini' }).disabled,
    ).toBe(true);
  });

  it('plans another sample when picked', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await planned();
    const first = splitNumbers();
    await user.selectOptions(
      screen.getByLabelText('Sample session'),
      'Refactor: raw SQL to Kysely',
    );
    await planned(planVersion());
    expect(screen.getByText(/^Sample: Refactor: raw SQL to Kysely/)).toBeTruthy();
    expect(screen.getByText(/older outputs get truncated/)).toBeTruthy();
    expect(splitNumbers().total).not.toBe(first.total);
  });

  it('moves the split of a generated history with the share kept verbatim', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await planned();
    const turns = screen.getByLabelText('Turns');
    await user.clear(turns);
    await user.type(turns, '40');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await planned(planVersion());
    expect(screen.getByText(/^Synthetic history/)).toBeTruthy();
    const before = splitNumbers();
    const slider = screen.getByLabelText(/^Keep verbatim: newest 30%/);
    fireEvent.change(slider, { target: { value: '0.7' } });
    expect(screen.getByLabelText(/^Keep verbatim: newest 70% \(split at 30%\)/)).toBe(slider);
    await planned(planVersion());
    const after = splitNumbers();
    expect(after.total).toBe(before.total);
    expect(after.kept).toBeGreaterThan(before.kept);
    expect(after.summarised).toBeLessThan(before.summarised);
  });

  it('switches the bar size of the shown plan, and keeps it for the next plan', async () => {
    // The plan's views are memoised: a new scale must still reach them, without a new plan.
    const user = userEvent.setup();
    renderSimulator();
    await planned();
    const version = planVersion();
    const tokens = screen.getByRole<HTMLInputElement>('radio', { name: 'Tokens (CLI estimate)' });
    await user.click(tokens);
    expect(tokens.checked).toBe(true);
    expect(planVersion()).toBe(version);
    fireEvent.change(screen.getByLabelText(/^Keep verbatim/), { target: { value: '0.5' } });
    await planned(version);
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Tokens (CLI estimate)' }).checked,
    ).toBe(true);
    expect(screen.getByTestId('timeline')).toBeTruthy();
  });

  it('triggers when the last prompt is said to be larger than the threshold', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await planned();
    const message = screen.getByTestId('trigger-message').textContent;
    await user.click(
      screen.getByRole('checkbox', { name: "Override the last prompt's token count" }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Last prompt token count').value).toBe('600000');
    await planned(planVersion());
    const gauge = screen.getByRole('meter', { name: 'Last prompt tokens against the token limit' });
    expect(gauge.getAttribute('aria-valuenow')).toBe('600000');
    expect(gauge.getAttribute('aria-valuetext')).toMatch(
      /^600,000 tokens; compression triggers at/,
    );
    expect(screen.getByTestId('trigger-message').textContent).not.toBe(message);
    expect(screen.queryByText(/^Below the threshold: NOOP/)).toBeNull();
  });

  it('names the rule after a failed attempt: the threshold first, then truncate only', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await planned();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'An earlier compression this session inflated the count',
      }),
    );
    await planned(planVersion());
    // The current CLI checks the threshold before the failed-attempt rule.
    expect(screen.getByTestId('decision-rule').dataset['rule']).toBe('below-threshold');
    await user.click(
      screen.getByRole('checkbox', { name: "Override the last prompt's token count" }),
    );
    await planned(planVersion());
    // 600,000 reaches the threshold; the sample's truncated estimate is far below it.
    const rule = screen.getByTestId('decision-rule');
    expect(rule.dataset['rule']).toBe('failed-attempt-truncated');
    expect(rule.textContent).toMatch(/^A failed attempt: truncate only\..*CONTENT_TRUNCATED/);
    expect(screen.getByText(/returns CONTENT_TRUNCATED without summarising/)).toBeTruthy();
  });

  it('compresses when forced: the NOOP notice goes and the summary request is shown', async () => {
    const user = userEvent.setup();
    renderSimulator();
    await planned();
    await user.click(screen.getByRole('checkbox', { name: /^Force, as \/compress does/ }));
    await planned(planVersion());
    await waitFor(() => expect(screen.queryByText(/^Below the threshold: NOOP/)).toBeNull());
    const { index } = splitNumbers();
    const request = screen.getByTestId('summary-request');
    const heading = within(request).getByText(/^Summary request: /);
    // The request holds the summarised slice and the closing user turn.
    expect(heading.textContent).toMatch(new RegExp(`, ${index + 1} contents$`));
    expect(request.textContent).toContain(`${index} history messages (0–${index - 1}`);
    expect(within(request).getByRole('heading', { name: 'System instruction' })).toBeTruthy();
  });
});

describe('CompressionView with a pasted history', () => {
  it('names the line of a broken history, keeps the text and the last good plan', async () => {
    renderSimulator();
    await planned();
    const before = splitNumbers();
    const broken =
      '[\n  {"role": "user", "parts": [{"text": "hi"}]},\n  {"role": "model", "parts": [}\n]';
    fireEvent.change(screen.getByLabelText('History JSON'), { target: { value: broken } });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toMatch(
      /^Line 3, column \d+: .+\. The timeline shows the last valid history\.$/,
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('History JSON').value).toBe(broken);
    expect(screen.getByText(/^Your history/)).toBeTruthy();
    expect(splitNumbers()).toEqual(before);
  });
});
