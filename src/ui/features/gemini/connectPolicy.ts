/**
 * Which base URLs this build may reach. The built page carries a Content-Security-Policy whose
 * `connect-src` lists the Gemini API, local endpoints (127.0.0.1/localhost: a proxy or mock)
 * and any origin added at build time (`PROMPTSCOPE_CONNECT_SRC`, see
 * scripts/build/contentSecurityPolicy.ts); the dev server (`npm start`) has no policy.
 */

/** The origins (with `:*` port wildcards) the policy allows, or null when there is no policy. */
export function allowedConnectOrigins(): readonly string[] | null {
  if (!import.meta.env.PROD) return null;
  return typeof __PROMPTSCOPE_CONNECT_ORIGINS__ === 'undefined'
    ? null
    : __PROMPTSCOPE_CONNECT_ORIGINS__;
}

/** True when `url`'s origin matches one of `allowed` (`http://host:*` matches any port). */
export function isConnectAllowed(url: string, allowed: readonly string[] | null): boolean {
  if (allowed === null) return true;
  let origin: URL;
  try {
    origin = new URL(url);
  } catch {
    return false;
  }
  return allowed.some((rule) => {
    const wildcard = rule.endsWith(':*');
    const base = new URL(wildcard ? rule.slice(0, -2) : rule);
    if (base.protocol !== origin.protocol || base.hostname !== origin.hostname) return false;
    return wildcard || base.port === origin.port;
  });
}
