/** Finding added tokens (`<start_of_turn>`, `<unused7>`…) in raw text before BPE runs. */

interface TrieNode {
  next: Map<number, TrieNode>;
  /** Id of the added token that ends here, if one does. */
  id: number;
}

const node = (): TrieNode => ({ next: new Map(), id: -1 });

/** A trie over the added tokens' UTF-16 code units. */
export type AddedTokenTrie = TrieNode;

export function buildAddedTokenTrie(added: ReadonlyMap<string, number>): AddedTokenTrie {
  const root = node();
  for (const [text, id] of added) {
    let at = root;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let child = at.next.get(unit);
      if (!child) {
        child = node();
        at.next.set(unit, child);
      }
      at = child;
    }
    if (text.length > 0) at.id = id;
  }
  return root;
}

/**
 * Calls `onText` for each stretch of ordinary text and `onAdded` for each added token, in
 * order. Matches are leftmost-longest and never overlap, as in Hugging Face tokenizers'
 * `AddedVocabulary` (tokens that are not normalised are matched on the raw text).
 */
export function splitOnAddedTokens(
  text: string,
  trie: AddedTokenTrie,
  onText: (start: number, end: number) => void,
  onAdded: (id: number) => void,
): void {
  let plainStart = 0;
  let i = 0;
  while (i < text.length) {
    let at = trie.next.get(text.charCodeAt(i));
    let matchEnd = -1;
    let matchId = -1;
    for (let j = i + 1; at; j++) {
      if (at.id >= 0) {
        matchEnd = j;
        matchId = at.id;
      }
      if (j >= text.length) break;
      at = at.next.get(text.charCodeAt(j));
    }
    if (matchEnd < 0) {
      i++;
      continue;
    }
    if (plainStart < i) onText(plainStart, i);
    onAdded(matchId);
    i = matchEnd;
    plainStart = i;
  }
  if (plainStart < text.length) onText(plainStart, text.length);
}
