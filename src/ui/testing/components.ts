/**
 * Helpers for the UI's component tests (not shipped: only `*.test.tsx` files import this).
 * Every test already starts from a new user's stores and empty storage (`./setup.ts`).
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { vi } from 'vitest';
import type { WorkerCounts } from '../../workers/tokenCount/client';

export { polyfillDialog as polyfillModalDialogs } from './dialog';

/**
 * A stand-in for the count worker's `countInWorker` (jsdom runs no workers): the o200k_base
 * count of each piece's chunks, whatever encoding is asked for. Mock the client with it:
 * `vi.mock('…/workers/tokenCount/client', async (original) => ({ ...(await original()),
 * countInWorker: (await import('…/testing/components')).countInThisThread }))`.
 */
export function countInThisThread(_encoding: string, pieces: string[][]): Promise<WorkerCounts> {
  const counts = pieces.map((chunks) => chunks.reduce((sum, chunk) => sum + countTokens(chunk), 0));
  return Promise.resolve({ counts, elapsedMs: 0, encodedChunks: pieces.length });
}

/** A file the page offered for download. */
export interface CapturedDownload {
  fileName: string;
  text: () => Promise<string>;
}

/**
 * Records the files offered for download (`ui/lib/download.ts`) instead of letting jsdom try
 * to navigate; undo with `vi.restoreAllMocks()`.
 */
export function captureDownloads(): CapturedDownload[] {
  const blobs = new Map<string, Blob>();
  const downloads: CapturedDownload[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, text: () => blob.text() });
  });
  return downloads;
}
