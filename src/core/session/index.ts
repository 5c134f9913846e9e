/** The session simulation (issue 32): shapes, engine, prices, what-if. */
export type * from './types';
export * from './variants';
