import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { splitSystemPrompt } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { importPromptText } from './importActions';
import { SpanToggles } from './SpanToggles';
import { importedInStore } from './testSupport';

const TEXT = 'Intro.\n\n# Core Mandates\nrules\n\n# Team Rules\nours\n\n---\n\nmemory';

function Toggles() {
  const imported = useConfigStore((s) => s.config.importedPrompt);
  return (
    <SpanToggles
      text={TEXT}
      spans={splitSystemPrompt(TEXT).spans}
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
});
