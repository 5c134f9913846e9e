/** Loads the link codec (`linkCodec.ts`); call it early (e.g. pointer over "Share") to warm it. */
export const loadLinkCodec = () => import('./linkCodec');
