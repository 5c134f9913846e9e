/**
 * Imported texts in IndexedDB (through fake-indexeddb) when the database is deleted while the
 * page is open: the worker lets go of its connection, so the deletion goes through, and a text
 * stored afterwards is really kept (a new page reads it), not written to a doomed connection.
 */
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const DB_NAME = 'promptscope-imported-prompts';

/** A fresh module (its database handle is module state), as a new page visit gets. */
async function freshStore() {
  vi.resetModules();
  return import('./textStore');
}

/** Deletes the database as another page (or the browser's "clear data") would. */
function deleteDatabase(): Promise<'deleted' | 'blocked'> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve('deleted');
    request.onblocked = () => resolve('blocked');
    request.onerror = () => reject(request.error);
  });
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('the imported texts store when the database is deleted mid-session', () => {
  it('lets the deletion through and keeps a text stored afterwards', async () => {
    const page = await freshStore();
    const before = await page.writeText('# First import');
    await expect(page.readText(before)).resolves.toEqual({ ok: true, text: '# First import' });

    // The open connection must not block the deletion.
    await expect(deleteDatabase()).resolves.toBe('deleted');
    await expect(page.readText(before)).resolves.toEqual({
      ok: false,
      reason: 'it is no longer in this browser',
    });

    // A paste after the deletion is stored in a database that exists.
    const after = await page.writeText('# Pasted after the deletion');
    const nextVisit = await freshStore();
    await expect(nextVisit.readText(after)).resolves.toEqual({
      ok: true,
      text: '# Pasted after the deletion',
    });
  });

  it('opens the database again after the browser closed it (site data cleared)', async () => {
    // Keep the page's connections, to close them as the browser would.
    const factory = new IDBFactory();
    const connections: IDBDatabase[] = [];
    const open = factory.open.bind(factory);
    factory.open = (...args: Parameters<IDBFactory['open']>) => {
      const request = open(...args);
      request.addEventListener('success', () => connections.push(request.result));
      return request;
    };
    vi.stubGlobal('indexedDB', factory);
    const page = await freshStore();
    await page.writeText('# Before');
    expect(connections).toHaveLength(1);
    forceCloseDatabase(connections[0] as unknown as typeof IDBDatabase); // its types name the class
    const id = await page.writeText('# After the close');
    await expect(page.readText(id)).resolves.toEqual({ ok: true, text: '# After the close' });
    expect(connections).toHaveLength(2);
  });
});
