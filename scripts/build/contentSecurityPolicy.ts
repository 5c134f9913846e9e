/**
 * The Content-Security-Policy written into the built index.html (a meta tag: `vite preview`
 * and static hosts serve it as is). Scripts come only from this origin (no inline script);
 * the page may connect to itself, the Gemini API, and local endpoints on this machine (a
 * proxy or a mock on 127.0.0.1/localhost, chosen with the Base URL setting). Any other origin
 * a Base URL should reach must be allowed when building:
 * `PROMPTSCOPE_CONNECT_SRC="https://proxy.example.com" npm run build`.
 */
export const GEMINI_API_ORIGIN = 'https://generativelanguage.googleapis.com';
export const LOCAL_ENDPOINTS = ['http://127.0.0.1:*', 'http://localhost:*'];

/** Origins listed in `PROMPTSCOPE_CONNECT_SRC` (space or comma separated); bad entries throw. */
export function extraConnectOrigins(value: string | undefined): string[] {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      throw new Error(
        `PROMPTSCOPE_CONNECT_SRC: "${origin}" is not an origin like https://host:port`,
      );
    }
  }
  return list;
}

/** The policy text for a build that also allows `extra` origins. */
export function contentSecurityPolicy(extra: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Monaco and the resizable panels set style attributes and inject editor styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${[GEMINI_API_ORIGIN, ...LOCAL_ENDPOINTS, ...extra].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
