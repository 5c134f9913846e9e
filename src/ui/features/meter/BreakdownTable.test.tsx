/**
 * The meter's section table: a row per prompt section in prompt order, rows adding up to the
 * total, "Turning it off saves N" telling what switching the section off removes, hovering
 * marking the section, and clicking it asking the preview to show it.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  computeBreakdown,
  createDefaultPlaygroundState,
  heuristicCounter,
  renderSystemPrompt,
  sectionEnvVar,
  segmentText,
  toPromptInput,
  type PlaygroundState,
} from '../../../core';
import { useUiStore } from '../../store/uiStore';
import { BreakdownTable } from './BreakdownTable';
import { meterModel } from './meterRows';

const reveal = vi.hoisted(() => vi.fn());
vi.mock('../../components/spans/revealRequest', () => ({
  useRevealRequest: (select: (s: { reveal: (key: string) => void }) => unknown) =>
    select({ reveal }),
}));

function modelOf(config: PlaygroundState) {
  const rendered = renderSystemPrompt(toPromptInput(config));
  return meterModel(
    computeBreakdown(segmentText(rendered.text, rendered.sections), heuristicCounter),
  );
}

const config = createDefaultPlaygroundState();
const model = modelOf(config);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  reveal.mockClear();
  useUiStore.setState({ activeSection: null });
});
afterEach(cleanup);

describe('BreakdownTable', () => {
  it('lists every section in prompt order and its rows add up to the total', () => {
    render(<BreakdownTable model={model} label="Gemini CLI heuristic" />);
    const body = screen.getAllByRole('rowgroup')[1] as HTMLElement;
    const rows = within(body).getAllByRole('row');
    expect(rows.map((r) => r.dataset['section'])).toEqual(model.rows.map((r) => r.key));
    const sum = rows.reduce((total, r) => total + Number(cells(r)[0]), 0);
    const footer = screen.getAllByRole('rowgroup')[2] as HTMLElement;
    expect(cells(within(footer).getByRole('row'))[0]).toBe(String(sum));
    expect(sum).toBeGreaterThan(1_000);
  }, 30_000);

  it('says what turning a section off saves: the total drops by exactly that', () => {
    render(<BreakdownTable model={model} label="Gemini CLI heuristic" />);
    const row = screen.getByRole('button', { name: /Git Repository/ }).closest('tr')!;
    const saves = /saves (\d+) tokens/.exec(cells(row)[3] ?? '')?.[1];
    expect(Number(saves)).toBeGreaterThan(0);
    const off = modelOf({
      ...config,
      gemini: { ...config.gemini, env: { [sectionEnvVar('GIT')]: '0' } },
    });
    expect(off.rows.map((r) => r.key)).not.toContain('GIT');
    expect(model.total - off.total).toBe(Number(saves));
  });

  it('marks the hovered section and asks the preview to show a clicked one', () => {
    render(<BreakdownTable model={model} label="Gemini CLI heuristic" />);
    const button = screen.getByRole('button', { name: /Core Mandates/ });
    fireEvent.mouseEnter(button.closest('tr')!);
    expect(useUiStore.getState().activeSection).toBe('COREMANDATES');
    expect(button.closest('tr')?.className).toBe('is-active');
    fireEvent.click(button);
    expect(reveal).toHaveBeenCalledWith('COREMANDATES');
  });
});
