/**
 * Copies of saved data that could not be read whole (corrupt, written by a newer Promptscope,
 * or repaired), kept before anything overwrites them. Bounded: at most {@link MAX_BACKUPS}
 * copies and {@link MAX_BACKUP_CHARS} characters; the newest copy is always the one kept.
 */

/** localStorage key of the list of backups, newest first. */
export const BACKUP_STORAGE_KEY = 'promptscope:config-backups';
export const MAX_BACKUPS = 3;
/** Room the backups may take together (about a quarter of what Chromium keeps per site). */
export const MAX_BACKUP_CHARS = 1_500_000;

/** One kept copy of saved data. */
export interface ConfigBackup {
  /** When the copy was made (ISO 8601). */
  savedAt: string;
  /** Why it was kept, in words. */
  reason: string;
  /** The saved text exactly as it was found. */
  raw: string;
}

function isBackup(value: unknown): value is ConfigBackup {
  const b = value as Partial<ConfigBackup> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.savedAt === 'string' &&
    typeof b.reason === 'string' &&
    typeof b.raw === 'string'
  );
}

/** The kept backups, newest first; unreadable entries are skipped, never thrown. */
export function listBackups(): ConfigBackup[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BACKUP_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isBackup) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps `raw` as the newest backup, dropping the oldest ones while the list is over its
 * bounds or storage is full. Returns false when even the newest copy alone cannot be
 * written: the caller must then leave the original where it is.
 */
export function keepBackup(raw: string, reason: string, now = new Date()): boolean {
  const entry: ConfigBackup = { savedAt: now.toISOString(), reason, raw };
  const older = listBackups().filter((b) => b.raw !== raw);
  let kept = [entry, ...older].slice(0, MAX_BACKUPS);
  while (kept.length > 1 && kept.reduce((n, b) => n + b.raw.length, 0) > MAX_BACKUP_CHARS) {
    kept = kept.slice(0, -1);
  }
  for (;;) {
    try {
      localStorage.setItem(BACKUP_STORAGE_KEY, JSON.stringify(kept));
      return true;
    } catch {
      if (kept.length <= 1) return false;
      kept = kept.slice(0, -1);
    }
  }
}

/** A file name for downloading a backup: `promptscope-backup-2026-11-24T03-40-00.json`. */
export function backupFileName(backup: Pick<ConfigBackup, 'savedAt'>): string {
  return `promptscope-backup-${backup.savedAt.slice(0, 19).replace(/:/g, '-')}.json`;
}
