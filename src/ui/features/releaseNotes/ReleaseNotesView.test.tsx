/**
 * The release notes of the prompt, rendered from the real release bundles: every release
 * listed newest first, what 0.60.0 added to the default prompt (one sentence in Core
 * Mandates), and the way into compare.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_RELEASES } from '../../../core';
import { useUiStore } from '../../store/uiStore';
import ReleaseNotesView from './ReleaseNotesView';

/** A sentence 0.60.0 appended to the untrusted-data bullet (see e2e/support/releases.ts). */
const SENTENCE_SINCE_0_60 = 'derived exclusively from verified top-level envelope properties';

async function renderNotes() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReleaseNotesView />
    </QueryClientProvider>,
  );
  return screen.findByTestId('release-notes', {}, { timeout: 20_000 });
}

describe('ReleaseNotesView', () => {
  it('lists every release newest first, each against the one before it', async () => {
    const list = await renderNotes();
    const versions = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.split(' ')[0]);
    // Every release (the manifest's, src/releases/manifest.json, which the core's list mirrors).
    expect(versions).toEqual([...SUPPORTED_RELEASES]);
    expect(versions).toEqual(
      [...versions].sort((a = '', b = '') => b.localeCompare(a, 'en', { numeric: true })),
    );
    // 0.61.0 changed config/models.js, not the default prompt; 0.58.0 equals 0.59.0.
    expect(
      within(screen.getByTestId('release-note-0.61.0')).getByTestId('release-note-same'),
    ).toBeTruthy();
    expect(screen.getByTestId('release-note-0.59.0').textContent).toContain(
      'The same text as 0.58.0',
    );
    expect(screen.getByTestId(`release-note-${SUPPORTED_RELEASES.at(-1)}`).textContent).toContain(
      'oldest release',
    );
    // Where the text comes from: the package and its licence, below the notes.
    expect(screen.getByTestId('package-notice').textContent).toContain('Apache-2.0');
  }, 30_000);

  it('shows what 0.60.0 added: one section, characters added only, the sentence in the diff', async () => {
    await renderNotes();
    const note = screen.getByTestId('release-note-0.60.0');
    const rows = within(note).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const [before, after, added, removed] = cells.map((c) => Number(c?.replace(/[^\d]/g, '')));
    expect(after! - before!).toBe(added);
    expect(removed).toBe(0);
    expect(added).toBeGreaterThan(300);
    expect(within(note).getByTestId('release-note-diff').textContent).toContain(
      SENTENCE_SINCE_0_60,
    );
  }, 30_000);

  it('opens compare on the current work in the two releases', async () => {
    await renderNotes();
    const note = screen.getByTestId('release-note-0.60.0');
    await act(() =>
      userEvent.click(within(note).getByRole('button', { name: /Compare your configuration/ })),
    );
    expect(useUiStore.getState()).toMatchObject({
      view: 'compare',
      sourceA: 'version:0.59.0',
      sourceB: 'version:0.60.0',
    });
  }, 30_000);
});
