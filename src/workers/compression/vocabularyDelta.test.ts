import { describe, expect, it } from 'vitest';
import { createBlockReceiver, createBlockSender } from './vocabularyDelta';

const blocks = (summarised: string[], kept: string[]) => ({ summarised, kept });

describe('vocabulary blocks sent as a delta', () => {
  it('sends every text first, then only the blocks the page does not hold', () => {
    const sender = createBlockSender();
    const receiver = createBlockReceiver();
    expect(receiver.newest()).toBe(0);
    const first = blocks(['a', 'b', 'c'], ['d', 'e']);
    const sent1 = sender.encode(1, receiver.newest(), first);
    expect(sent1).toEqual({ base: 0, summarised: ['a', 'b', 'c'], kept: ['d', 'e'] });
    expect(receiver.decode(1, sent1)).toEqual(first);
    expect(receiver.newest()).toBe(1);

    // The split moves into block "c": it becomes two blocks, everything else is referred to.
    const second = blocks(['a', 'b', 'c1'], ['c2', 'd', 'e']);
    const sent2 = sender.encode(2, receiver.newest(), second);
    expect(sent2).toEqual({ base: 1, summarised: [0, 1, 'c1'], kept: ['c2', 3, 4] });
    expect(receiver.decode(2, sent2)).toEqual(second);
  });

  it('resolves a reply against the plan it refers to, though newer ones arrived', () => {
    const sender = createBlockSender();
    const receiver = createBlockReceiver();
    receiver.decode(1, sender.encode(1, 0, blocks(['a'], ['b'])));
    // Two plans asked before either reply arrived: both refer to plan 1.
    const sent2 = sender.encode(2, 1, blocks(['a', 'x'], ['b']));
    const sent3 = sender.encode(3, 1, blocks(['a'], ['b', 'y']));
    expect(receiver.decode(2, sent2)).toEqual(blocks(['a', 'x'], ['b']));
    expect(receiver.decode(3, sent3)).toEqual(blocks(['a'], ['b', 'y']));
  });

  it('sends every text to a page whose plans the worker does not know (a new worker)', () => {
    const receiver = createBlockReceiver();
    receiver.decode(1, createBlockSender().encode(1, 0, blocks(['a'], ['b'])));
    const restarted = createBlockSender();
    const sent = restarted.encode(2, receiver.newest(), blocks(['a'], ['b']));
    expect(sent).toEqual({ base: 0, summarised: ['a'], kept: ['b'] });
    expect(receiver.decode(2, sent)).toEqual(blocks(['a'], ['b']));
  });

  it('refuses a delta against blocks the page does not hold', () => {
    const receiver = createBlockReceiver();
    expect(receiver.decode(5, { base: 4, summarised: [0], kept: [] })).toBeNull();
    receiver.decode(1, { base: 0, summarised: ['a'], kept: [] });
    expect(receiver.decode(2, { base: 1, summarised: [0, 7], kept: [] })).toBeNull();
    // A refused reply is not taken as held.
    expect(receiver.newest()).toBe(1);
  });

  it('forgets old plans on both sides, and then sends the texts again', () => {
    const sender = createBlockSender();
    const receiver = createBlockReceiver();
    for (let id = 1; id <= 6; id++)
      receiver.decode(id, sender.encode(id, id - 1, blocks([`t${id}`], [])));
    const late = sender.encode(7, 1, blocks(['t1'], []));
    expect(late).toEqual({ base: 0, summarised: ['t1'], kept: [] });
    expect(receiver.decode(8, { base: 1, summarised: [0], kept: [] })).toBeNull();
  });
});
