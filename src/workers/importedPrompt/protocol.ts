/** Messages between the UI and the imported-prompt worker. */
import type { SplitSystemPrompt } from '../../core';
import type { PreparedImport } from './prepare';

export type { PreparedImport };

/** Where a stored text is found again: its content id and length (from the saved config). */
export interface StoredTextRef {
  id: string;
  chars: number;
}

/** What the UI asks the worker. */
export type ImportRequest =
  /** Read (a File), check and prepare a text to import; `label` names it in reasons. */
  | { id: number; kind: 'prepare'; source: Blob | string; label: string }
  /**
   * Keep `text` in IndexedDB under its content id. Without `text`, the text the worker
   * prepared under `contentId` (it holds the last few), so a 2 MB text is not posted twice.
   */
  | { id: number; kind: 'store'; text?: string; contentId?: string }
  /** Read a stored text back, check it and prepare it. */
  | { id: number; kind: 'load'; ref: StoredTextRef };

/** The worker's answers, by request id. */
export type ImportResponse =
  | { id: number; ok: true; kind: 'prepared'; prepared: PreparedImport }
  | { id: number; ok: true; kind: 'stored'; ref: StoredTextRef }
  | { id: number; ok: false; reason: string };

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The reason a text-less store fails when the worker no longer holds that text. */
export const NOT_HELD = 'the import worker no longer holds that text';

/** True for a well-formed {@link StoredTextRef}. */
export function isStoredTextRef(value: unknown): value is StoredTextRef {
  const ref = value as Partial<StoredTextRef> | null;
  return (
    typeof ref === 'object' &&
    ref !== null &&
    typeof ref.id === 'string' &&
    /^[0-9a-z]+-[0-9a-z]+-[0-9a-z]+$/.test(ref.id) &&
    typeof ref.chars === 'number' &&
    Number.isSafeInteger(ref.chars) &&
    ref.chars >= 0
  );
}

/** True for a well-formed {@link ImportRequest} (the worker checks every message). */
export function isImportRequest(value: unknown): value is ImportRequest {
  const m = value as Partial<ImportRequest> & Record<string, unknown>;
  if (typeof m !== 'object' || m === null || !isId(m.id)) return false;
  switch (m.kind) {
    case 'prepare':
      return (
        (typeof m['source'] === 'string' || m['source'] instanceof Blob) &&
        typeof m['label'] === 'string'
      );
    case 'store':
      return (
        (typeof m['text'] === 'string' || typeof m['contentId'] === 'string') &&
        (m['text'] === undefined || typeof m['text'] === 'string') &&
        (m['contentId'] === undefined || typeof m['contentId'] === 'string')
      );
    case 'load':
      return isStoredTextRef(m['ref']);
    default:
      return false;
  }
}

function isSplit(value: unknown): value is SplitSystemPrompt {
  const split = value as Partial<SplitSystemPrompt> | null;
  return typeof split === 'object' && split !== null && Array.isArray(split.spans);
}

function isPrepared(value: unknown): value is PreparedImport {
  const p = value as Partial<PreparedImport> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.text === 'string' &&
    isSplit(p.split) &&
    Array.isArray(p.pieceEnds) &&
    Array.isArray(p.pieceHashes) &&
    p.pieceEnds.length === p.pieceHashes.length &&
    typeof p.contentId === 'string'
  );
}

/** True for a well-formed {@link ImportResponse} (the client checks every reply). */
export function isImportResponse(value: unknown): value is ImportResponse {
  const m = value as Record<string, unknown> | null;
  if (typeof m !== 'object' || m === null || !isId(m['id'])) return false;
  if (m['ok'] === false) return typeof m['reason'] === 'string';
  if (m['ok'] !== true) return false;
  if (m['kind'] === 'prepared') return isPrepared(m['prepared']);
  return m['kind'] === 'stored' && isStoredTextRef(m['ref']);
}
