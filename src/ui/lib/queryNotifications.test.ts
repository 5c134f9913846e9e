import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyQueryObserversInMicrotasks } from './queryNotifications';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('notifyQueryObserversInMicrotasks', () => {
  afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

  it('tells observers about new data before the next task, all of one change at once', async () => {
    notifyQueryObserversInMicrotasks();
    const client = new QueryClient();
    const seen: string[] = [];
    // As React's useQuery subscribes: through the notify manager's batching.
    const observe = (name: string) => {
      const observer = new QueryObserver<number>(client, { queryKey: ['n'], enabled: false });
      return observer.subscribe(
        notifyManager.batchCalls(() => {
          const { data } = observer.getCurrentResult();
          if (data !== undefined) seen.push(`${name}:${data}`);
        }),
      );
    };
    const stop = [observe('a'), observe('b')];
    client.setQueryData(['n'], 1);
    expect(seen).toEqual([]); // not during the change itself
    await Promise.resolve();
    expect(seen).toEqual(['a:1', 'b:1']); // before any task runs
    client.setQueryData(['n'], 2);
    await nextTask();
    expect(seen).toEqual(['a:1', 'b:1', 'a:2', 'b:2']);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});
