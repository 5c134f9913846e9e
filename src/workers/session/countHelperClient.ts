/**
 * The session worker's handle on its count helper (`countHelper.ts`): started once, after the
 * first simulation in the Gemini vocabulary is answered (the view is open: a visitor who never
 * opens it loads no second vocabulary); given up on for good when it fails, the session
 * worker then counting alone.
 */
import type { CountElsewhere, HelperReply, HelperRequest } from './sharedCounting';

interface Waiting {
  resolve: (counts: number[]) => void;
  reject: (error: Error) => void;
}

let helper: CountElsewhere | null = null;

/** The helper, started on the first call; null where workers cannot be started here. */
export function countHelper(): CountElsewhere | null {
  if (helper) return helper;
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./countHelper.ts', import.meta.url), {
      type: 'module',
      name: 'session-count',
    });
  } catch {
    return null;
  }
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let failed = false;
  let becomeReady: (ready: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (becomeReady = resolve));
  const fail = (message: string) => {
    failed = true;
    becomeReady(false);
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
    worker.terminate();
  };
  worker.addEventListener('message', (event: MessageEvent<HelperReply>) => {
    const reply = event.data;
    if (reply.type === 'ready') becomeReady(true);
    else if (reply.type === 'failed') fail(reply.message);
    else {
      waiting.get(reply.id)?.resolve(reply.counts);
      waiting.delete(reply.id);
    }
  });
  worker.addEventListener('error', () => fail('the count helper stopped'));
  helper = {
    ready,
    count: (texts) =>
      failed
        ? Promise.reject(new Error('the count helper stopped'))
        : new Promise((resolve, reject) => {
            const id = nextId++;
            waiting.set(id, { resolve, reject });
            worker.postMessage({ id, texts } satisfies HelperRequest);
          }),
  };
  return helper;
}
