/**
 * What changed in the prompt from one CLI release to the next, section by section: characters
 * added and removed, and the line diff. Computed from two rendered prompts of the same
 * configuration (the releases' own text), so the notes hold for whatever configuration is
 * rendered, the default one included.
 */
import { diffChars, structuredPatch } from 'diff';

/** A rendered prompt as the notes read it: its text and the sections tiling it. */
export interface SectionedText {
  text: string;
  sections: readonly { key: string; start: number; end: number }[];
}

/** A hunk of a line diff, `lines` prefixed with ' ', '-' or '+'. */
export interface TextHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

/** One section's change between two prompts (only changed sections are listed). */
export interface SectionTextChange {
  key: string;
  /** Characters of the section in the older and the newer prompt (0 where it is absent). */
  charsBefore: number;
  charsAfter: number;
  /** Characters the newer text adds and removes (a character diff). */
  charsAdded: number;
  charsRemoved: number;
  /** The section's line diff, three lines of context. */
  hunks: TextHunk[];
}

/** The sections of a rendered prompt, as key → text, in order (a repeated key's texts joined). */
export function sectionTexts(prompt: SectionedText): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { key, start, end } of prompt.sections) {
    const piece = prompt.text.slice(start, end);
    const earlier = texts.get(key);
    texts.set(key, earlier === undefined ? piece : `${earlier}\n${piece}`);
  }
  return texts;
}

function lineHunks(before: string, after: string): TextHunk[] {
  // Both texts end with a newline so that a change of the last line shows as that line only.
  const patch = structuredPatch('a', 'b', `${before}\n`, `${after}\n`, '', '', { context: 3 });
  return patch.hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({
    oldStart,
    oldLines,
    newStart,
    newLines,
    lines,
  }));
}

/** Characters added and removed going from `before` to `after`. */
export function charChanges(before: string, after: string): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of diffChars(before, after)) {
    if (part.added) added += part.value.length;
    else if (part.removed) removed += part.value.length;
  }
  return { added, removed };
}

/**
 * The sections whose text differs from `older` to `newer`, in the newer prompt's order, then
 * the sections only the older one has. Sections with equal text are left out.
 */
export function diffSections(older: SectionedText, newer: SectionedText): SectionTextChange[] {
  const before = sectionTexts(older);
  const after = sectionTexts(newer);
  const keys = [...after.keys(), ...[...before.keys()].filter((key) => !after.has(key))];
  const changes: SectionTextChange[] = [];
  for (const key of keys) {
    const a = before.get(key) ?? '';
    const b = after.get(key) ?? '';
    if (a === b) continue;
    const { added, removed } = charChanges(a, b);
    changes.push({
      key,
      charsBefore: a.length,
      charsAfter: b.length,
      charsAdded: added,
      charsRemoved: removed,
      hunks: lineHunks(a, b),
    });
  }
  return changes;
}

/** One release's note: what its prompt changed against the release before it. */
export interface ReleaseNote {
  version: string;
  /** The release compared with (the next older one), or null for the oldest listed. */
  previous: string | null;
  /** Total characters of the prompt in this release. */
  chars: number;
  /** Changed sections (empty: the same text as `previous`). */
  sections: SectionTextChange[];
}

/**
 * The notes of a list of releases given newest first, each with its rendered prompt: every
 * release against the one after it in the list. The oldest has no `previous` and no changes.
 */
export function releaseNotes(
  releases: readonly { version: string; prompt: SectionedText }[],
): ReleaseNote[] {
  return releases.map(({ version, prompt }, index) => {
    const older = releases[index + 1];
    return {
      version,
      previous: older?.version ?? null,
      chars: prompt.text.length,
      sections: older ? diffSections(older.prompt, prompt) : [],
    };
  });
}
