/** Where a share payload sits in a link: the fragment `#s=<payload>` (never sent to servers). */

/** The fragment parameter holding the payload: links look like `https://…/#s=<payload>`. */
export const SHARE_FRAGMENT_KEY = 's';

/** Returns the value of the fragment parameter `key` (`#` optional, other `&` params allowed), or null. */
export function readFragmentParam(hash: string, key: string): string | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const param of body.split('&')) {
    const eq = param.indexOf('=');
    if (eq >= 0 && param.slice(0, eq) === key) return param.slice(eq + 1);
  }
  return null;
}

/** Returns the payload of a `#s=…` fragment (`#` optional, other `&` params allowed), or null. */
export function readShareFragment(hash: string): string | null {
  return readFragmentParam(hash, SHARE_FRAGMENT_KEY);
}

/** The fragment parameter of comparison links: `https://…/#cmp=<payload>`. */
export const COMPARE_FRAGMENT_KEY = 'cmp';

/**
 * The payload of a `#cmp=…` fragment, or null when the fragment has none. Kept here, apart from
 * the comparison codec, so that checking the address bar does not load the codec.
 */
export function readComparisonFragment(hash: string): string | null {
  return readFragmentParam(hash, COMPARE_FRAGMENT_KEY);
}

/** Replaces any fragment of `baseUrl` with `#s=<payload>`. */
export function buildShareUrlFromPayload(baseUrl: string, payload: string): string {
  const hashAt = baseUrl.indexOf('#');
  const base = hashAt >= 0 ? baseUrl.slice(0, hashAt) : baseUrl;
  return `${base}#${SHARE_FRAGMENT_KEY}=${payload}`;
}

/**
 * Finds the payload in what a user pasted: a whole link, a `#s=…` fragment, `s=…`, or the
 * bare payload. Whitespace is ignored (links get wrapped in mail). Returns null when the text
 * is a link without a share fragment.
 */
export function extractSharePayload(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  const hashAt = compact.indexOf('#');
  const fragment = hashAt >= 0 ? compact.slice(hashAt) : compact;
  const fromParam = readShareFragment(fragment);
  if (fromParam !== null) return fromParam;
  if (hashAt >= 0) return compact.slice(hashAt + 1);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(compact) ? null : compact;
}
