import type { PromptPlatform } from '../prompt/types';
import { createDefaultWorkspaceFiles, DEFAULT_WORKSPACE_DIR } from './defaultWorkspace';

/** Operating systems the CLI reports as `process.platform`. */
export type EnvironmentPlatform = PromptPlatform;

/** Everything the first user message depends on, passed in as plain, serialisable values. */
export interface EnvironmentInput {
  /** Today's date as `YYYY-MM-DD`, shown in `locale`'s long form. */
  date: string;
  /** BCP 47 locale for the date (`''` = the runtime's default, as the CLI does). */
  locale: string;
  platform: EnvironmentPlatform;
  /** The project's temporary directory (`~/.gemini/tmp/<sha256 of the project root>`). */
  tempDir: string;
  /** Workspace directories, absolute; the first is the working directory. */
  workspaceDirs: string[];
  /** Precomputed folder-structure text per directory (keyed as in `workspaceDirs`). */
  trees?: Record<string, string>;
  /** Virtual files the trees are built from when `trees` lacks a directory. */
  files?: Record<string, string>;
  /** JIT environment memory (`''` unless JIT context is enabled in the CLI). */
  environmentMemory: string;
  /**
   * Set for the current CLI (v0.56–0.61): the first message is its `<session_context>` form
   * (`environmentMemory` is then not used). Absent: the 2026-02 message.
   */
  session?: SessionContextOptions;
}

/** The Tier-2 memory the current CLI sends in the first message (`config.getSessionMemory()`). */
export interface SessionMemory {
  /** Extension context files. */
  extension: string;
  /** Project GEMINI.md files (and MCP server instructions). */
  project: string;
}

/** What only the current CLI's first message reads. */
export interface SessionContextOptions {
  /** Setting `context.includeDirectoryTree` (default true); off drops the workspace block. */
  includeDirectoryTree: boolean;
  memory: SessionMemory;
}

/** A realistic default: one workspace at `/home/dev/projects/acme-api` on Linux, en-US. */
export function createDefaultEnvironmentInput(): EnvironmentInput {
  return {
    date: '2026-11-21',
    locale: 'en-US',
    platform: 'linux',
    // sha256('/home/dev/projects/acme-api'), as the CLI names a project's temp dir.
    tempDir:
      '/home/dev/.gemini/tmp/db553efff1497430b6ea56f3c472002546355b3cc3d844899034af4fa0389e04',
    workspaceDirs: [DEFAULT_WORKSPACE_DIR],
    files: createDefaultWorkspaceFiles(),
    environmentMemory: '',
  };
}

/**
 * Formats `YYYY-MM-DD` as the CLI's long date (`Saturday, November 21, 2026` in en-US):
 * weekday, year, month and day in `locale`, read in UTC so the day never shifts.
 * A malformed date is returned unchanged; an invalid locale falls back to the default one.
 */
export function formatEnvironmentDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return date;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(utc.getTime())) return date;
  return longDateFormat(locale).format(utc);
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

/** One long-date formatter per locale: building one costs about a millisecond. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The long-date formatter of `locale` (the default locale's when `locale` is invalid). */
function longDateFormat(locale: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale || undefined, LONG_DATE);
    } catch {
      format = new Intl.DateTimeFormat(undefined, LONG_DATE);
    }
    // Bounded: a user typing a locale letter by letter leaves a formatter per prefix.
    if (longDateFormats.size >= 32) longDateFormats.clear();
    longDateFormats.set(locale, format);
  }
  return format;
}
