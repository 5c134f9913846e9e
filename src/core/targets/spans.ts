/** A labelled span of a rendered prompt: `text.slice(start, end)`. */
export interface TargetSpan<K extends string> {
  key: K;
  start: number;
  end: number;
}

/**
 * Joins non-empty blocks with `separator` and returns spans that tile the text: the
 * first span starts at 0, each next span starts where the previous one ended (so the
 * separator in front of a block belongs to that block) and the last one ends at
 * `text.length`. Blocks whose text is empty are left out entirely.
 */
export function joinTiledBlocks<K extends string>(
  blocks: readonly { key: K; text: string; separator?: string }[],
  defaultSeparator = '\n\n',
): { text: string; spans: TargetSpan<K>[] } {
  let text = '';
  const spans: TargetSpan<K>[] = [];
  for (const block of blocks) {
    if (block.text === '') continue;
    const start = text.length;
    if (spans.length > 0) text += block.separator ?? defaultSeparator;
    text += block.text;
    spans.push({ key: block.key, start, end: text.length });
  }
  return { text, spans };
}
