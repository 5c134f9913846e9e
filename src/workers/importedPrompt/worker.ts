/**
 * The imported-prompt worker: reads an imported file, checks and splits it, hashes the pieces
 * the meter will count, and keeps imported texts in IndexedDB, all off the main thread.
 */
import { handleImportRequest } from './handle';
import { isImportRequest } from './protocol';

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = event.data;
  // Every message is checked: a malformed one is ignored.
  if (!isImportRequest(request)) return;
  void handleImportRequest(request).then((reply) => self.postMessage(reply));
});
