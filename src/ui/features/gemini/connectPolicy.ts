/**
 * Which base URLs this page may reach, read from its own Content-Security-Policy (the meta tag
 * the build writes: scripts/build/contentSecurityPolicy.ts). A built page allows itself and the
 * Gemini API, plus any origin added explicitly at build time (`PROMPTSCOPE_CONNECT_SRC`); the
 * dev server (`npm start`) sets no policy and allows everything.
 */

/** The `connect-src` sources of `policy` (its `default-src` when absent); null without either. */
export function connectSourcesOf(policy: string): readonly string[] | null {
  const directives = policy.split(';').map((part) => part.trim().split(/\s+/));
  const named = (name: string) => directives.find((d) => d[0]?.toLowerCase() === name);
  const directive = named('connect-src') ?? named('default-src');
  return directive ? directive.slice(1) : null;
}

/** The page's `connect-src` sources, or null when the page has no policy. */
export function allowedConnectSources(doc: Document = document): readonly string[] | null {
  const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy" i]');
  const policy = meta?.getAttribute('content');
  return policy ? connectSourcesOf(policy) : null;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/** True when one CSP source expression lets the page (at `self`) connect to `target`. */
function sourceAllows(source: string, target: URL, self: URL): boolean {
  const expression = source.toLowerCase();
  if (expression === "'self'") return target.origin === self.origin;
  if (expression === '*') return target.protocol === 'http:' || target.protocol === 'https:';
  if (/^[a-z][a-z0-9+.-]*:$/.test(expression)) return target.protocol === expression;
  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?/.exec(expression);
  if (!host) return false;
  const [, scheme, wildcard, name, port] = host;
  const sourceScheme = `${scheme ?? self.protocol.slice(0, -1)}:`;
  // An http: source also covers https: (the browser allows the upgrade).
  const schemeOk =
    target.protocol === sourceScheme || (sourceScheme === 'http:' && target.protocol === 'https:');
  const hostOk = wildcard
    ? target.hostname.endsWith(`.${name}`)
    : target.hostname === name || target.hostname === `[${name}]`;
  // No port in the source: the target scheme's default port.
  const portOk = port === '*' || portOf(target) === (port ?? DEFAULT_PORTS[target.protocol]);
  return schemeOk && hostOk && portOk;
}

/** True when `url` may be fetched under `sources` (null: no policy, everything allowed). */
export function isConnectAllowed(
  url: string,
  sources: readonly string[] | null,
  pageUrl: string = location.href,
): boolean {
  if (sources === null) return true;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const self = new URL(pageUrl);
  return sources.some((source) => sourceAllows(source, target, self));
}

/** The sources as a reader would say them ("this site" for 'self'). */
export function describeSources(sources: readonly string[]): string {
  const names = sources.map((source) => (source === "'self'" ? 'this site' : source));
  return names.length <= 1
    ? (names[0] ?? 'nothing')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What to tell a user whose base URL `url` the page's policy (`sources`) does not allow:
 * that the browser would block it, and the two ways to allow it.
 */
export function blockedBaseUrlAdvice(url: string, sources: readonly string[]): string {
  const origin = new URL(url).origin;
  return (
    `This page may only connect to ${describeSources(sources)} (its security policy), so the ` +
    `browser would block every request to ${origin}. To use this address, build Promptscope ` +
    `with it allowed: PROMPTSCOPE_CONNECT_SRC="${origin}" npm run build (see the README), or ` +
    'run it with npm start, which sets no policy.'
  );
}
