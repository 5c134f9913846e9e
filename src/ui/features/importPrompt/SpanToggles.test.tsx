import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { splitSystemPrompt } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { importPromptText } from './importActions';
import { SpanToggles } from './SpanToggles';
import { importedInStore } from './testSupport';

const TEXT = 'Intro.\n\n# Core Mandates\nrules\n\n# Team Rules\nours\n\n---\n\nmemory';

function Toggles({ text = TEXT }: { text?: string }) {
  const imported = useConfigStore((s) => s.config.importedPrompt);
  return (
    <SpanToggles
      text={text}
      spans={splitSystemPrompt(text).spans}
      disabled={imported?.disabledSpans ?? []}
    />
  );
}

describe('SpanToggles', () => {
  beforeEach(async () => {
    await importPromptText(TEXT, 'system.md');
  });
  afterEach(cleanup);

  it('lists every part with its size and marks the heading the CLI does not emit', () => {
    render(<Toggles />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.import-span-title')?.textContent)).toEqual([
      'Preamble',
      'Core Mandates',
      'Team Rules',
      'User memory',
    ]);
    expect(screen.getByText('not a CLI heading').closest('li')?.textContent).toContain(
      'Team Rules',
    );
    expect(items[1]?.textContent).toContain('23 chars');
  });

  it('switches a part off and on again in the configuration, undoably', async () => {
    const user = userEvent.setup();
    render(<Toggles />);
    const mandates = screen.getByRole('checkbox', { name: /Core Mandates/ });
    await user.click(mandates);
    expect(importedInStore()?.disabledSpans).toEqual(['COREMANDATES']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Core Mandates/ }).checked).toBe(
      false,
    );
    await user.click(screen.getByRole('checkbox', { name: /Core Mandates/ }));
    expect(importedInStore()?.disabledSpans).toEqual([]);
    useConfigStore.getState().undo();
    expect(importedInStore()?.disabledSpans).toEqual(['COREMANDATES']);
  });

  it('a file of 500 headings shows 200 parts, and the rest 200 at a time, each switchable', async () => {
    // One checkbox per heading of a 50,000-heading file took 40 s to render.
    const many = Array.from({ length: 500 }, (_, i) => `# Part ${i}\ntext ${i}\n`).join('\n');
    await importPromptText(many, 'system.md');
    const { container } = render(<Toggles text={many} />);
    const boxes = () => [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes()).toHaveLength(200);
    expect(screen.getByTestId('show-more').textContent).toContain('Showing 200 of 500 parts.');
    fireEvent.click(screen.getByText('Show 200 more'));
    expect(boxes()).toHaveLength(400);
    const part399 = boxes()[399];
    expect(part399?.closest('li')?.textContent).toContain('Part 399');
    fireEvent.click(part399 as HTMLInputElement);
    expect(importedInStore()?.disabledSpans).toEqual(['HEADING:Part 399']);
    fireEvent.click(screen.getByText('Show 100 more'));
    expect(boxes()).toHaveLength(500);
    expect(screen.queryByTestId('show-more')).toBeNull();
  });
});
