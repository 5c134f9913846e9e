/**
 * The Content-Security-Policy written into the built index.html (a meta tag: `vite preview`
 * and static hosts serve it as is). Scripts come only from this origin, or are the page's own
 * inline scripts named by their hashes (never 'unsafe-inline');
 * the page may connect to itself and the Gemini API, nothing else. A Base URL elsewhere (a
 * proxy, a local mock) must be allowed explicitly when building:
 * `PROMPTSCOPE_CONNECT_SRC="https://proxy.example.com http://127.0.0.1:*" npm run build`
 * (see README, "Gemini API base URL"). The settings dialog reads this policy back from the
 * page and says when a Base URL is not allowed.
 */
export const GEMINI_API_ORIGIN = 'https://generativelanguage.googleapis.com';

/** Origins listed in `PROMPTSCOPE_CONNECT_SRC` (space or comma separated); bad entries throw. */
export function extraConnectOrigins(value: string | undefined): string[] {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[a-z0-9.-]+(:(\d+|\*))?$/i.test(origin)) {
      throw new Error(
        `PROMPTSCOPE_CONNECT_SRC: "${origin}" is not an origin like https://host:port (or http://host:* for any port)`,
      );
    }
  }
  return list;
}

/** The policy text for a build that also allows `extra` origins and the inline scripts `scriptHashes`. */
export function contentSecurityPolicy(
  extra: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Monaco and the resizable panels set style attributes and inject editor styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${[GEMINI_API_ORIGIN, ...extra].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}
