/** The smallest single replacement that turns `before` into `after` (offsets into `before`). */
export function changedRange(
  before: string,
  after: string,
): { start: number; end: number; text: string } {
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < max - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail++;
  }
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}
