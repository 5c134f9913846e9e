import { describe, expect, it } from 'vitest';
import {
  generateSyntheticHistory,
  partsCountText,
  planCompression,
  type CompressionPlan,
  type Content,
} from '../../core';
import {
  messageDetail,
  messageKind,
  messageLabel,
  timelineRows,
  toPlanView,
  vocabularyBlocks,
} from './planView';

const call = { functionCall: { name: 'read_file', args: { absolute_path: '/a.ts' } } };
const answer = { functionResponse: { name: 'read_file', response: { output: 'x' } } };

describe('messageKind', () => {
  it.each([
    [{ role: 'user', parts: [{ text: 'hi' }] }, 'text'],
    [{ role: 'model', parts: [{ text: 'let me look' }, call] }, 'call'],
    [{ role: 'user', parts: [answer] }, 'response'],
    [{ role: 'user', parts: [answer, { text: 'also' }] }, 'mixed'],
    [{ role: 'user', parts: [{ inlineData: { mimeType: 'image/png', data: '' } }] }, 'other'],
    [{ role: 'user', parts: [] }, 'other'],
  ] as [Content, string][])('%j → %s', (content, kind) => {
    // The timeline marks each bar by kind: text, function call or function response.
    expect(messageKind(content)).toBe(kind);
  });
});

describe('messageLabel', () => {
  it('names the tools, or shortens the text to one line', () => {
    expect(messageLabel({ role: 'model', parts: [call] })).toBe('read_file(…)');
    expect(messageLabel({ role: 'user', parts: [answer] })).toBe('read_file → output');
    const long = messageLabel({ role: 'user', parts: [{ text: `a\n${'b'.repeat(200)}` }] });
    expect(long.length).toBe(90);
    expect(long.startsWith('a b')).toBe(true);
  });
});

describe('plan views', () => {
  const history = generateSyntheticHistory({ turns: 40, seed: 3, toolOutputChars: 9000 });
  const plan: CompressionPlan = planCompression(history, {
    model: 'gemini-2.5-pro',
    projectTempDir: '/tmp/p',
    force: true,
  });

  it('give one row per curated message with the split’s char counts', () => {
    const rows = timelineRows(plan);
    expect(rows).toHaveLength(plan.truncation.history.length);
    expect(rows.map((r) => r.chars)).toEqual(plan.split.charCounts);
    expect(rows.filter((r) => r.validSplit).length).toBe(plan.split.validSplitPoints.length);
  });

  it('mark truncated rows and count their tokens after truncation', () => {
    const rows = timelineRows(plan);
    const truncated = plan.truncation.truncated;
    expect(truncated.length).toBeGreaterThan(0);
    for (const t of truncated) expect(rows[t.messageIndex]?.truncated).toBe(true);
    // A large output shrinks to its placeholder; small ones may even grow (the CLI still
    // replaces them once the budget is spent), so the token figure is recomputed, not assumed.
    const large = truncated.filter((t) => t.originalTokens > 1_000);
    expect(large.length).toBeGreaterThan(0);
    for (const t of large) {
      expect(rows[t.messageIndex]?.tokens).toBeLessThan(rows[t.messageIndex]?.originalTokens ?? 0);
    }
  });

  it('carry the split, trigger and request facts without the history', () => {
    const view = toPlanView(
      plan,
      { count: history.length, chars: 0 },
      { parseMs: 0, planMs: 0, rowsMs: 0 },
    );
    expect(view.split.index).toBe(plan.split.index);
    expect(view.request.messages).toBe(plan.summaryRequest.contents.length);
    expect(view.request.anchor).toContain('<state_snapshot>');
    expect(JSON.stringify(view)).not.toContain('"parts"');
  });

  it('send the count of truncated outputs, not the outputs themselves', () => {
    // The page shows only how many outputs were cut; each cut's details stay in the worker
    // (the message detail fetches one on demand), so a 10,000-message plan's reply stays small.
    const timings = { parseMs: 0, planMs: 0, rowsMs: 0 };
    const view = toPlanView(plan, { count: history.length, chars: 0 }, timings);
    expect(plan.truncation.truncated.length).toBeGreaterThan(0);
    expect(view.truncatedCount).toBe(plan.truncation.truncated.length);
    expect(view).not.toHaveProperty('truncated');
  });

  it('show a truncated message before and after', () => {
    const first = plan.truncation.truncated[0];
    const detail = messageDetail(plan, first?.messageIndex ?? 0);
    expect(detail.savedPath).toBe(first?.path);
    expect(detail.before).not.toBe(detail.after);
  });
});

describe('vocabularyBlocks', () => {
  const history = generateSyntheticHistory({ turns: 30, seed: 3 });
  const whole = (blocks: string[]) => blocks.join('\n');

  it('holds every message once, summarised before the split and kept from it', () => {
    const split = 45;
    const { summarised, kept } = vocabularyBlocks(history, split);
    const text = (from: number, to: number) =>
      history
        .slice(from, to)
        .map((c) => partsCountText(c.parts ?? []))
        .join('\n');
    expect(whole(summarised)).toBe(text(0, split));
    expect(whole(kept)).toBe(text(split, history.length));
  });

  it('changes one block on each side when the split moves inside a block', () => {
    const a = vocabularyBlocks(history, 40);
    const b = vocabularyBlocks(history, 41);
    const changed = (x: string[], y: string[]) =>
      Math.max(x.length, y.length) - x.filter((block) => y.includes(block)).length;
    expect(changed(a.summarised, b.summarised)).toBe(1);
    expect(changed(a.kept, b.kept)).toBe(1);
  });

  it('gives no blocks for an empty history', () => {
    expect(vocabularyBlocks([], 0)).toEqual({ summarised: [], kept: [] });
  });
});

describe('toPlanView: the decision and the current CLI notes', () => {
  const timings = { parseMs: 0, planMs: 0, rowsMs: 0 };
  const output = `${'a'.repeat(19)}😀${'b'.repeat(240_000)}`;
  const history: Content[] = [0, 1].flatMap((i): Content[] => [
    { role: 'user', parts: [{ text: `step ${i}` }] },
    { role: 'model', parts: [{ functionCall: { name: 'shell', args: {} } }] },
    {
      role: 'user',
      parts: [{ functionResponse: { id: `C.${i}`, name: 'shell', response: { output } } }],
    },
    { role: 'model', parts: [{ text: 'done' }] },
  ]);

  it('carries the decision and counts the cuts that split a character', () => {
    // 4 × (1,048,576 − 1,048,551) = 100: a 20-unit head ends on the emoji's high half.
    const plan = planCompression(history, {
      model: 'auto',
      projectTempDir: '/t',
      force: true,
      lastPromptTokenCount: 1_048_551,
      current: {},
    });
    const view = toPlanView(plan, { count: history.length, chars: 0 }, timings);
    expect(view.decision).toEqual(plan.decision);
    expect(view.maxChars).toBe(100);
    expect(view.truncatedCount).toBe(2);
    expect(view.splitCharacterOutputs).toBe(2);
  });

  it('names the folder masked outputs go to, with the session', () => {
    const many = Array.from({ length: 4 }, () => history).flat();
    const plan = planCompression(many, {
      model: 'auto',
      projectTempDir: '/t',
      current: { sessionId: 'abc' },
    });
    const view = toPlanView(plan, { count: many.length, chars: 0 }, timings);
    expect(view.masking?.masked).toBeGreaterThan(0);
    expect(view.masking?.folder).toBe('/t/tool-outputs/session-abc/');
  });
});
