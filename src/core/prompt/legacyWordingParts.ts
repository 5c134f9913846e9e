/** The whole on-demand wording (see legacyWording.ts): what the app loads as one lazy chunk. */
import type { LegacyWording } from './legacyWording';
import { pipeline2026 } from './pipeline2026';

export const LEGACY_WORDING: LegacyWording = { pipeline2026 };
