import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Content } from '../content';
import { STATE_SNAPSHOT_ELEMENTS } from '../prompt';
import { OFFLINE_SUMMARY_NOTICE, offlineSummarise } from './offlineSummariser';
import { planCompression } from './plan';
import { buildVerificationRequest } from './requests';
import { extractStateSnapshot } from './snapshot';

const load = (id: string): Content[] =>
  JSON.parse(
    readFileSync(new URL(`../../../public/samples/histories/${id}.json`, import.meta.url), 'utf8'),
  ) as Content[];
const planFor = (id: string) =>
  planCompression(load(id), { model: 'auto', projectTempDir: '/tmp/p', force: true });

describe('offlineSummarise', () => {
  const plan = planFor('bugfix');
  const text = offlineSummarise(plan.summaryRequest);
  const snapshot = extractStateSnapshot(text);

  it('labels itself as a sample, not a model', () => {
    expect(text).toContain(OFFLINE_SUMMARY_NOTICE);
    expect(OFFLINE_SUMMARY_NOTICE).toContain('not a language model');
  });

  it('fills every <state_snapshot> element with something', () => {
    expect(snapshot?.missing).toEqual([]);
    for (const name of STATE_SNAPSHOT_ELEMENTS) expect(snapshot?.elements[name]).not.toBe('');
  });

  it('takes the goal from the first user request, not the environment message', () => {
    expect(snapshot?.elements.overall_goal).toContain('POST /orders returns a 500');
  });

  it('records constraints, commands, errors, files and the task state from the history', () => {
    const e = snapshot?.elements;
    expect(e?.active_constraints).toContain('do not change the database schema');
    expect(e?.key_knowledge).toContain('`npm test` → failed: exit 1');
    expect(e?.artifact_trail).toContain('/home/dev/projects/acme-api/src/pricing/discount.ts');
    expect(e?.file_system_state).toContain('CWD: /home/dev/projects/acme-api');
    expect(e?.file_system_state).toContain(
      'READ: /home/dev/projects/acme-api/src/routes/orders.ts',
    );
    expect(e?.recent_actions).toContain('run_shell_command npm test → exit 0');
    expect(e?.task_state).toContain('[IN PROGRESS]');
  });

  it('is deterministic and summarises the same slice for the verification request', () => {
    expect(offlineSummarise(plan.summaryRequest)).toBe(text);
    const verify = buildVerificationRequest(plan.summaryRequest, plan.historyForSummarizer, text);
    expect(offlineSummarise(verify)).toBe(text);
  });

  it('carries over the lines of an earlier snapshot', () => {
    const resumed = planFor('resumed');
    const out = extractStateSnapshot(offlineSummarise(resumed.summaryRequest));
    expect(out?.elements.overall_goal).toContain('rate limiting');
    expect(out?.elements.key_knowledge).toContain('port 6380');
    expect(out?.elements.active_constraints).toContain('GET requests should not count');
  });
});

describe('offlineSummarise on a small inline history', () => {
  it('lists a failed tool call under key_knowledge and says when nothing was changed', () => {
    const history: Content[] = [
      { role: 'user', parts: [{ text: 'Read the config. Never edit it.' }] },
      {
        role: 'model',
        parts: [{ functionCall: { name: 'read_file', args: { absolute_path: '/p/config.yml' } } }],
      },
      {
        role: 'user',
        parts: [
          {
            functionResponse: {
              name: 'read_file',
              response: { error: 'File not found: /p/config.yml' },
            },
          },
        ],
      },
    ];
    const snapshot = extractStateSnapshot(
      offlineSummarise({
        kind: 'summary',
        model: 'm',
        modelAlias: 'a',
        systemInstruction: '',
        contents: [...history, { role: 'user', parts: [{ text: 'anchor' }] }],
      }),
    );
    expect(snapshot?.elements.key_knowledge).toContain(
      'Error seen: read_file /p/config.yml: error: File not found',
    );
    expect(snapshot?.elements.active_constraints).toContain('Never edit it.');
    expect(snapshot?.elements.artifact_trail).toBe('- No files changed.');
    // The anchor turn closing the request is not mistaken for a user request.
    expect(snapshot?.elements.task_state).not.toContain('anchor');
  });
});

describe('extractStateSnapshot', () => {
  it('returns the last complete block and lists missing elements', () => {
    const text =
      '<scratchpad>mentions <state_snapshot> in passing</scratchpad>\n' +
      '<state_snapshot><overall_goal> Ship it </overall_goal></state_snapshot>';
    const snapshot = extractStateSnapshot(text);
    expect(snapshot?.raw).toBe(
      '<state_snapshot><overall_goal> Ship it </overall_goal></state_snapshot>',
    );
    expect(snapshot?.elements.overall_goal).toBe('Ship it');
    expect(snapshot?.missing).toEqual(STATE_SNAPSHOT_ELEMENTS.slice(1));
  });

  it('returns null without a closed snapshot', () => {
    expect(extractStateSnapshot('<state_snapshot> unfinished')).toBeNull();
  });
});

describe('offlineSummarise and pasted credentials', () => {
  it('copies no key-shaped string from the history into the snapshot', () => {
    const key = `AIzaSy${'K9j8H7g6F5'.repeat(3)}dEf`;
    const snapshot = offlineSummarise({
      kind: 'summary',
      model: 'm',
      modelAlias: 'a',
      systemInstruction: '',
      contents: [
        { role: 'user', parts: [{ text: `Never print ${key} in logs.` }] },
        { role: 'user', parts: [{ text: 'anchor' }] },
      ],
    });
    expect(snapshot).not.toContain(key);
    expect(extractStateSnapshot(snapshot)?.elements.active_constraints).toContain(
      'Never print [secret left out] in logs.',
    );
  });
});
