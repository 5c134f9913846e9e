import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODELS_WITHOUT_PRICE, PRICE_TABLE, PRICE_TABLE_READ_ON } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { PriceTable } from './PriceTable';

const FRESH = new Date(`${PRICE_TABLE_READ_ON}T12:00:00Z`);
const LATER = new Date(FRESH.getTime() + 400 * 86_400_000);
const overrides = () => useConfigStore.getState().config.session.priceOverrides;
const row = PRICE_TABLE[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row's header: the model id, then " this session" on the session's row. */
const rowHeader = (model: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${escape(model)}(\\s*this session)?$`) });

describe('the price table', () => {
  it('lists every shipped row with its source and date, and models without a price', () => {
    render(<PriceTable model={row.model} today={FRESH} />);
    for (const shipped of PRICE_TABLE) {
      const cell = rowHeader(shipped.model);
      const text = cell.closest('tr')?.textContent ?? '';
      expect(text).toContain(shipped.source.url);
      expect(text).toContain(`read on ${shipped.source.readOn}`);
    }
    for (const [model, why] of Object.entries(MODELS_WITHOUT_PRICE)) {
      const cell = rowHeader(model);
      expect(cell.closest('tr')?.textContent).toContain(`no price known: ${why}`);
    }
    expect(rowHeader(row.model).textContent).toBe(`${row.model} this session`);
  });

  it('warns when the prices are older than 120 days', () => {
    const { unmount } = render(<PriceTable model={row.model} today={LATER} />);
    expect(screen.getByTestId('prices-stale').textContent).toContain('older than 120 days');
    unmount();
    render(<PriceTable model={row.model} today={new Date('2026-03-05T00:00:00Z')} />);
    expect(screen.queryByTestId('prices-stale')).toBeNull();
  });

  it('keeps an edited figure in the configuration and resets it to the shipped one', () => {
    render(<PriceTable model={row.model} today={FRESH} />);
    const input = screen.getByRole('textbox', { name: `${row.model} input price` });
    expect((input as HTMLInputElement).value).toBe(String(row.input));
    fireEvent.change(input, { target: { value: '7.5' } });
    expect(overrides()[row.model]?.input).toBe(7.5);
    fireEvent.click(
      screen.getByRole('button', { name: `Reset ${row.model} to the shipped prices` }),
    );
    expect(overrides()).toEqual({});
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe(String(row.input));
  });

  it('refuses a figure that is not a price, saying why, and changes nothing', () => {
    render(<PriceTable model={row.model} today={FRESH} />);
    const input = screen.getByRole('textbox', { name: `${row.model} output price` });
    fireEvent.change(input, { target: { value: '-2' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a number of 0 or more.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(overrides()).toEqual({});
    const tokens = screen.getByRole('textbox', { name: `${row.model} minimum cacheable tokens` });
    fireEvent.change(tokens, { target: { value: '10.5' } });
    expect(overrides()).toEqual({});
  });

  it('gives a model without a shipped price one once its three prices are entered', () => {
    const model = Object.keys(MODELS_WITHOUT_PRICE)[0]!;
    render(<PriceTable model={model} today={FRESH} />);
    for (const [label, value] of [
      ['input price', '1'],
      ['cached input price', '0.1'],
      ['output price', '4'],
    ] as const) {
      fireEvent.change(screen.getByRole('textbox', { name: `${model} ${label}` }), {
        target: { value },
      });
    }
    expect(overrides()[model]).toEqual({
      input: 1,
      cachedInput: 0.1,
      output: 4,
      minCacheableTokens: null,
    });
  });
});
