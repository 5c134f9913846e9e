/** Blocks compared natively before the character loops take over. */
const BLOCK = 512;

/**
 * The smallest single replacement that turns `before` into `after` (offsets into `before`).
 * Long common stretches are skipped block by block with native string comparison, so a
 * keystroke in a 200 KB text costs well under a millisecond.
 */
export function changedRange(
  before: string,
  after: string,
): { start: number; end: number; text: string } {
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (
    start + BLOCK <= max &&
    before.slice(start, start + BLOCK) === after.slice(start, start + BLOCK)
  ) {
    start += BLOCK;
  }
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  const room = max - start;
  while (
    tail + BLOCK <= room &&
    before.slice(before.length - tail - BLOCK, before.length - tail) ===
      after.slice(after.length - tail - BLOCK, after.length - tail)
  ) {
    tail += BLOCK;
  }
  while (
    tail < room &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail++;
  }
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

/**
 * {@link changedRange} of the texts two lists of parts join into (`before.join('')` and
 * `after.join('')`), reading only from the first part that differs on: the parts in front of
 * it are the same strings, so a keystroke in a prompt's memory compares its memory block and
 * never copies the unchanged base and the memory into one string to compare them.
 */
export function changedRangeOfParts(
  before: readonly string[],
  after: readonly string[],
): { start: number; end: number; text: string } {
  let same = 0;
  let offset = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) {
    offset += before[same]?.length ?? 0;
    same += 1;
  }
  const rest = (parts: readonly string[]) => {
    const left = parts.slice(same);
    return left.length === 1 ? (left[0] ?? '') : left.join('');
  };
  const change = changedRange(rest(before), rest(after));
  return { start: offset + change.start, end: offset + change.end, text: change.text };
}
