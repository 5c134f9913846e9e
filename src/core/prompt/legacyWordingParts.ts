/** The whole on-demand wording (see legacyWording.ts): what the app loads as one lazy chunk. */
import { renderLegacyCoreMandates } from './current/legacy/coreMandates';
import { renderLegacyOperationalGuidelines } from './current/legacy/operationalGuidelines';
import { renderLegacyPlanningWorkflow } from './current/legacy/planningWorkflow';
import { renderLegacyPrimaryWorkflows } from './current/legacy/primaryWorkflows';
import type { LegacyWording } from './legacyWording';
import { pipeline2026 } from './pipeline2026';

export const LEGACY_WORDING: LegacyWording = {
  legacyFamily: {
    coreMandates: renderLegacyCoreMandates,
    primaryWorkflows: renderLegacyPrimaryWorkflows,
    planningWorkflow: renderLegacyPlanningWorkflow,
    operationalGuidelines: renderLegacyOperationalGuidelines,
  },
  pipeline2026,
};
