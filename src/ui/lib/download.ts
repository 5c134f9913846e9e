/** Offers `text` as a file download named `fileName`; nothing leaves the browser. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The last segment of a POSIX path (a download name), or `fallback` for an empty path. */
export function fileNameOf(path: string, fallback: string): string {
  return (
    path
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? fallback
  );
}
