import type { SectionSwatch } from '../palette';

/** Okabe–Ito hues (distinguishable with common colour-vision deficiencies), in span order. */
const HUES = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'];

/**
 * The swatch of the `index`-th part of a target's prompt: the hues in order, striped from the
 * eighth part on. Every bar segment and row also carries its number and name.
 */
export function targetSwatch(index: number): SectionSwatch {
  return { color: HUES[index % HUES.length] ?? '#999999', striped: index >= HUES.length };
}
