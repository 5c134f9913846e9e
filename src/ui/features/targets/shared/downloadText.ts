/** Offers `text` as a file download named `fileName` (no server involved). */
export function downloadText(fileName: string, text: string, type = 'text/markdown'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The last segment of a POSIX path, for a download's file name. */
export function baseName(path: string): string {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.at(-1) ?? 'system.md';
}
