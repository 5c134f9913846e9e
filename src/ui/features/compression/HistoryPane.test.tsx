import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistorySourceState } from '../../history/useHistorySource';
import { HistoryPane } from './HistoryPane';
import { NO_PLAN_YET } from './useCompressionPlan';

const plan = NO_PLAN_YET;

/** Above the editor's read-only threshold, so the pane shows a plain preview (no Monaco). */
const large = (fill: string) => `[${fill.repeat(1_600_000)}]`;

function textHistory(text: string): HistorySourceState {
  return {
    origin: 'custom',
    source: { kind: 'text', text },
    text,
    sample: null,
    samples: [],
    loading: false,
    error: null,
  };
}

const synthetic: HistorySourceState = {
  origin: 'synthetic',
  source: { kind: 'synthetic', turns: 40, seed: 7 },
  text: null,
  sample: null,
  samples: [],
  loading: false,
  error: null,
};

const onEdit = () => {};

describe('HistoryPane', () => {
  it('swaps the editor for the generator’s note once a history is generated', async () => {
    const { rerender } = render(
      <HistoryPane history={textHistory(large(' '))} plan={plan} onEdit={onEdit} />,
    );
    expect(screen.getByTestId('history-preview')).toBeTruthy();
    await act(async () => {
      rerender(<HistoryPane history={synthetic} plan={plan} onEdit={onEdit} />);
    });
    expect(await screen.findByText(/Generated with 40 turns and seed 7/)).toBeTruthy();
    expect(screen.queryByTestId('history-preview')).toBeNull();
    expect(screen.getByText(/^Synthetic history/)).toBeTruthy();
  });

  it('shows a new text at once, without a deferred render', () => {
    const { rerender } = render(
      <HistoryPane history={textHistory(large(' '))} plan={plan} onEdit={onEdit} />,
    );
    rerender(<HistoryPane history={textHistory(large('\n'))} plan={plan} onEdit={onEdit} />);
    expect(screen.getByTestId('history-preview').textContent?.startsWith('[\n\n')).toBe(true);
  });

  it('opens the editor (here its preview) when a generated history is edited as JSON', async () => {
    const { rerender } = render(<HistoryPane history={synthetic} plan={plan} onEdit={onEdit} />);
    expect(screen.getByText(/Generated with 40 turns/)).toBeTruthy();
    rerender(<HistoryPane history={textHistory(large(' '))} plan={plan} onEdit={onEdit} />);
    expect(screen.getByTestId('history-preview')).toBeTruthy();
    expect(screen.queryByText(/Generated with/)).toBeNull();
  });
});
