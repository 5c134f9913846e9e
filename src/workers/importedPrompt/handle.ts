/**
 * What the imported-prompt worker does with one request: read a file, check and prepare a
 * text, store it in IndexedDB or read it back. Shared by the worker and the in-page fallback
 * (a browser or test without workers).
 */
import { checkImportedFileSize, checkImportedPromptText } from '../../core';
import { decodeUtf8File } from './decodeFile';
import { prepareImport, type PreparedImport } from './prepare';
import { NOT_HELD, type ImportRequest, type ImportResponse } from './protocol';
import { readText, storageFailure, writeText } from './textStore';

/** Texts this worker prepared last, by content id: storing one needs no second copy of it. */
const held = new Map<string, string>();
const HELD_TEXTS = 2;

function hold(prepared: PreparedImport): PreparedImport {
  held.delete(prepared.contentId);
  held.set(prepared.contentId, prepared.text);
  for (const id of held.keys()) if (held.size > HELD_TEXTS) held.delete(id);
  return prepared;
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

async function prepareSource(
  id: number,
  source: Blob | string,
  label: string,
): Promise<ImportResponse> {
  let raw: string;
  if (typeof source === 'string') raw = source;
  else {
    const tooBig = checkImportedFileSize(source.size, label);
    if (tooBig) return { id, ok: false, reason: tooBig };
    let decoded: Awaited<ReturnType<typeof decodeUtf8File>>;
    try {
      decoded = await decodeUtf8File(source, label);
    } catch {
      return { id, ok: false, reason: `${label} could not be read.` };
    }
    if (!decoded.ok) {
      // Binary data (an image, say) is named as such; a text with stray bytes, by its byte.
      const checked = checkImportedPromptText(decoded.lossy, label);
      return { id, ok: false, reason: checked.ok ? decoded.reason : checked.reason };
    }
    raw = decoded.text;
  }
  const checked = checkImportedPromptText(raw, label);
  if (!checked.ok) return { id, ok: false, reason: checked.reason };
  return { id, ok: true, kind: 'prepared', prepared: hold(prepareImport(checked.text)) };
}

/** Answers one request; never throws (a failure is an `ok: false` reply with its reason). */
export async function handleImportRequest(request: ImportRequest): Promise<ImportResponse> {
  const { id } = request;
  try {
    switch (request.kind) {
      case 'prepare':
        return await prepareSource(id, request.source, request.label);
      case 'store': {
        const text = request.text ?? (request.contentId ? held.get(request.contentId) : undefined);
        if (text === undefined) return { id, ok: false, reason: NOT_HELD };
        try {
          const contentId = await writeText(text, request.contentId);
          return { id, ok: true, kind: 'stored', ref: { id: contentId, chars: text.length } };
        } catch (error) {
          return { id, ok: false, reason: storageFailure(error) };
        }
      }
      case 'load': {
        const read = await readText(request.ref.id);
        if (!read.ok) return { id, ok: false, reason: read.reason };
        return { id, ok: true, kind: 'prepared', prepared: hold(prepareImport(read.text)) };
      }
    }
  } catch (error) {
    return { id, ok: false, reason: reasonOf(error) };
  }
}
