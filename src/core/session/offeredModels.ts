/**
 * The concrete models the app can run a session on: every model id the pickers offer, and
 * every model an alias or auto id resolves to, in either CLI generation and under every
 * access switch. The price table must cover each (or name it as having no price).
 */
import { CURRENT_KNOWN_MODELS, resolveCurrentModel, type ModelAccess } from '../currentModels';
import { KNOWN_MODELS, resolveModel } from '../models';

const SWITCHES = [false, true];
const ACCESSES: readonly ModelAccess[] = SWITCHES.flatMap((hasPreviewAccess) =>
  SWITCHES.flatMap((gemini31Launched) =>
    SWITCHES.map((gemini35FlashGA) => ({ hasPreviewAccess, gemini31Launched, gemini35FlashGA })),
  ),
);

/** The concrete model ids the app offers, sorted. */
export function offeredConcreteModels(): string[] {
  const ids = new Set<string>();
  for (const { id } of KNOWN_MODELS) {
    for (const preview of SWITCHES) ids.add(resolveModel(id, preview));
  }
  for (const { id } of CURRENT_KNOWN_MODELS) {
    for (const access of ACCESSES) ids.add(resolveCurrentModel(id, access));
  }
  return [...ids].sort();
}
