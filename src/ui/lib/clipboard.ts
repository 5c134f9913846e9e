/** The outcome of a copy: done, or why the browser refused. */
export type CopyOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Copies text with the asynchronous clipboard API. Never throws: a missing API or a denied
 * permission becomes a reason the caller shows next to the selected text (the fallback).
 */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (!navigator.clipboard?.writeText) {
    return { ok: false, reason: 'this browser gives the page no clipboard access' };
  }
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch (error) {
    const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
    return { ok: false, reason: `the browser refused clipboard access${detail}` };
  }
}
