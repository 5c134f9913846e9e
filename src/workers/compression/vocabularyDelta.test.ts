import { describe, expect, it } from 'vitest';
import { createBlockReceiver, createBlockSender, textsAhead } from './vocabularyDelta';

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

describe('new texts sent ahead of a large plan', () => {
  const send = (id: number, base: number, sender = createBlockSender(), b = blocks([], [])) =>
    textsAhead(sender.encode(id, base, b), 5);

  it('leaves a plan whose new texts fit in the reply as it is', () => {
    const delta = { base: 1, summarised: [0, 'ab'], kept: ['cde'] };
    expect(textsAhead(delta, 5)).toEqual({ ahead: [], delta });
  });

  it('moves every new text out in runs of at most the limit, and the page puts them back', () => {
    const sender = createBlockSender();
    const receiver = createBlockReceiver();
    const first = blocks(['aaa', 'bb', 'c'], ['dddddd', 'e']);
    const { ahead, delta } = textsAhead(sender.encode(1, 0, first), 5);
    // Runs of at most 5 characters; the 6-character text is a run of its own.
    expect(ahead).toEqual([
      { first: 0, texts: ['aaa', 'bb'] },
      { first: 2, texts: ['c'] },
      { first: 3, texts: ['dddddd'] },
      { first: 4, texts: ['e'] },
    ]);
    expect(delta).toEqual({ base: 0, summarised: [-1, -2, -3], kept: [-4, -5] });
    for (const run of ahead) receiver.receiveAhead(1, run);
    expect(receiver.decode(1, delta)).toEqual(first);

    // A later plan mixes texts held from plan 1, texts sent ahead and none inline.
    const second = blocks(['aaa', 'bb', 'xxxx'], ['yyyy', 'dddddd', 'e']);
    const next = textsAhead(sender.encode(2, receiver.newest(), second), 5);
    expect(next.delta).toEqual({ base: 1, summarised: [0, 1, -1], kept: [-2, 3, 4] });
    for (const run of next.ahead) receiver.receiveAhead(2, run);
    expect(receiver.decode(2, next.delta)).toEqual(second);
  });

  it('refuses a reply whose texts sent ahead did not all arrive', () => {
    const receiver = createBlockReceiver();
    const { ahead, delta } = send(1, 0, undefined, blocks(['aaaa', 'bbbb'], ['cccc']));
    receiver.receiveAhead(1, ahead[0]!);
    receiver.receiveAhead(1, ahead[2]!);
    expect(receiver.decode(1, delta)).toBeNull();
    expect(receiver.newest()).toBe(0);
  });

  it('takes texts sent again (by a restarted worker) in place of the first ones', () => {
    const receiver = createBlockReceiver();
    const plan = blocks(['aaaa', 'bbbb'], ['cccc']);
    const lost = send(1, 0, undefined, plan);
    receiver.receiveAhead(1, lost.ahead[0]!);
    const again = send(1, 0, undefined, plan);
    for (const run of again.ahead) receiver.receiveAhead(1, run);
    expect(receiver.decode(1, again.delta)).toEqual(plan);
  });

  it('keeps the texts sent ahead of a few plans only', () => {
    const receiver = createBlockReceiver();
    for (let id = 1; id <= 6; id++) receiver.receiveAhead(id, { first: 0, texts: [`t${id}`] });
    expect(receiver.decode(1, { base: 0, summarised: [-1], kept: [] })).toBeNull();
    expect(receiver.decode(6, { base: 0, summarised: [-1], kept: [] })).toEqual(blocks(['t6'], []));
  });
});
