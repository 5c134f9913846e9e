/**
 * A `Storage` kept in memory that records every key read, for store tests that must see what
 * is read and when (stub it as the page's `localStorage` with `vi.stubGlobal`).
 */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  /** Every key read with `getItem`, in order. */
  readonly reads: string[] = [];

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    this.reads.push(key);
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  /** Installs this storage as the page's `localStorage` (undo with `vi.unstubAllGlobals`). */
  asStorage(): Storage {
    return this as unknown as Storage;
  }
}
