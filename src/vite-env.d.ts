/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Origins this build's Content-Security-Policy lets the page connect to (vite.config.ts). */
declare const __PROMPTSCOPE_CONNECT_ORIGINS__: readonly string[];
