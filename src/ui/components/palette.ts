/**
 * Section colours from the Okabe–Ito palette, which stays distinguishable with the common
 * colour-vision deficiencies. Seven hues are reused with a stripe pattern for the second
 * half of the sections, and every bar segment and table row also carries a number and the
 * section's name, so colour is never the only cue.
 */
export interface SectionSwatch {
  color: string;
  striped: boolean;
}

const ORANGE = '#E69F00';
const SKY_BLUE = '#56B4E9';
const BLUISH_GREEN = '#009E73';
const YELLOW = '#F0E442';
const BLUE = '#0072B2';
const VERMILLION = '#D55E00';
const REDDISH_PURPLE = '#CC79A7';
const GREY = '#999999';

const SWATCHES: Record<string, SectionSwatch> = {
  PREAMBLE: { color: ORANGE, striped: false },
  COREMANDATES: { color: SKY_BLUE, striped: false },
  AGENTCONTEXTS: { color: BLUISH_GREEN, striped: false },
  AGENTSKILLS: { color: YELLOW, striped: false },
  HOOKCONTEXT: { color: BLUE, striped: false },
  PRIMARYWORKFLOWS: { color: VERMILLION, striped: false },
  // Never rendered together with the primary workflows: same hue, striped.
  PLANNINGWORKFLOW: { color: VERMILLION, striped: true },
  OPERATIONALGUIDELINES: { color: REDDISH_PURPLE, striped: false },
  SANDBOX: { color: ORANGE, striped: true },
  GIT: { color: SKY_BLUE, striped: true },
  FINALREMINDER: { color: BLUISH_GREEN, striped: true },
  USER_MEMORY: { color: GREY, striped: false },
  CUSTOM_TEMPLATE: { color: REDDISH_PURPLE, striped: true },
};

/** The swatch of a prompt part; unknown keys get grey stripes. */
export function sectionSwatch(key: string): SectionSwatch {
  return SWATCHES[key] ?? { color: GREY, striped: true };
}

/** CSS `background` for a swatch: the colour, with diagonal stripes when `striped`. */
export function swatchBackground({ color, striped }: SectionSwatch): string {
  return striped
    ? `repeating-linear-gradient(135deg, ${color} 0 4px, rgb(255 255 255 / 0.55) 4px 7px)`
    : color;
}
