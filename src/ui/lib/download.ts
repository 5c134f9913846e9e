/**
 * Files offered for download. Every name is the app's own: fixed names, or
 * `promptscope-<kind>-<date>.<ext>` where a configuration names a file (a link is text from a
 * stranger: its path must not name what lands in the Downloads folder, e.g.
 * `update-helper.command`). Only `.md` and `.json` files are offered.
 */

/** The file types the app offers, by extension. */
const TYPES = { md: 'text/markdown', json: 'application/json' } as const;
export type DownloadExtension = keyof typeof TYPES;

/** A name the app chose: lowercase words, one `.md` or `.json` extension, no path. */
const SAFE_NAME = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(md|json)$/;
const KIND = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `promptscope-<kind>-<YYYY-MM-DD>.<ext>` (UTC date): the name of a file a setting names. */
export function downloadName(
  kind: string,
  extension: DownloadExtension,
  date = new Date(),
): string {
  const safeKind = KIND.test(kind) ? kind : 'download';
  return `promptscope-${safeKind}-${date.toISOString().slice(0, 10)}.${extension}`;
}

/** True for a name {@link downloadText} offers as is: see `SAFE_NAME`, its extension for `type`. */
export function isSafeDownloadName(fileName: string, type: string): boolean {
  const match = SAFE_NAME.exec(fileName);
  return match !== null && TYPES[match[1] as DownloadExtension] === type;
}

function extensionOf(type: string): DownloadExtension {
  return type === TYPES.json ? 'json' : 'md';
}

/**
 * Offers `text` as a file download named `fileName`; nothing leaves the browser. A name that
 * is not an app-chosen `.md`/`.json` name for `type` is replaced by {@link downloadName}.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const name = isSafeDownloadName(fileName, type)
    ? fileName
    : downloadName('download', extensionOf(type));
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
