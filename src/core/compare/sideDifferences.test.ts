import { describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../state/defaults';
import { configInCliVersion } from '../state/versionSwitch';
import { describeConfigDifferences } from './configDiff';
import { describeSideDifferences } from './sideDifferences';

describe('describeConfigDifferences across CLI versions', () => {
  it('leads with the version and lists the defaults that follow it', () => {
    const current = createDefaultPlaygroundState();
    const { state: seeds } = configInCliVersion(current, '2026-02');
    const diff = describeConfigDifferences(current, seeds);
    expect(diff[0]).toEqual({ setting: 'CLI version', a: '0.61.0', b: '2026-02' });
    expect(diff).toContainEqual({ setting: 'Model', a: 'auto', b: seeds.gemini.model });
    expect(diff.map((d) => d.setting)).not.toContain('Gemini CLI cli version');
  });

  it('says which side does not read a version-only setting and which took the default', () => {
    const seeds = createDefaultPlaygroundState('2026-02');
    seeds.gemini.activeTopic = 'Stale topic';
    seeds.gemini.previewFeatures = !seeds.gemini.previewFeatures;
    const moved = configInCliVersion(seeds, '0.61.0').state;
    const diff = describeConfigDifferences(seeds, moved);
    expect(diff).toContainEqual({
      setting: 'Gemini CLI active topic (releases only)',
      a: 'not read by 2026-02',
      b: '0.61.0 default',
    });
    // Preview features stays as typed: v0.61 does not read it.
    expect(diff.map((d) => d.setting)).not.toContain('Preview features (2026-02 only)');
  });

  it('two releases differ by their version only, settings kept', () => {
    const a = createDefaultPlaygroundState();
    a.gemini.activeTopic = 'Auth';
    const b = configInCliVersion(a, '0.59.0').state;
    expect(describeConfigDifferences(a, b)).toEqual([
      { setting: 'CLI version', a: '0.61.0', b: '0.59.0' },
    ]);
  });

  it('names the interactive YOLO section switch of the releases', () => {
    const a = createDefaultPlaygroundState();
    const b = createDefaultPlaygroundState();
    b.gemini.env['GEMINI_PROMPT_INTERACTIVEYOLOMODE'] = '0';
    expect(describeConfigDifferences(a, b)).toEqual([
      { setting: 'Autonomous Mode (YOLO) section', a: 'on', b: 'off' },
    ]);
  });
});

describe('describeSideDifferences', () => {
  const config = createDefaultPlaygroundState();

  it('says that A is modeled and B is the imported file', () => {
    expect(
      describeSideDifferences(
        { config, imported: null },
        { config: null, imported: { fileName: 'system.md', switchedOff: 0 } },
      ),
    ).toEqual([
      {
        setting: 'Prompt',
        a: 'modeled from the configuration',
        b: 'the imported file “system.md”',
      },
    ]);
  });

  it('counts the parts switched off in the import', () => {
    const diff = describeSideDifferences(
      { config: null, imported: { fileName: '', switchedOff: 2 } },
      { config, imported: null },
    );
    expect(diff?.[0]?.a).toBe('the imported file “pasted text”, 2 parts switched off');
  });

  it('lists the settings of two configurations, and nothing for the same import', () => {
    const plan = createDefaultPlaygroundState();
    plan.gemini.approvalMode = 'plan';
    expect(
      describeSideDifferences({ config, imported: null }, { config: plan, imported: null }),
    ).toEqual(describeConfigDifferences(config, plan));
    const file = { fileName: 'a.md', switchedOff: 0 };
    expect(
      describeSideDifferences({ config: null, imported: file }, { config: null, imported: file }),
    ).toEqual([]);
    expect(
      describeSideDifferences({ config: null, imported: null }, { config, imported: null }),
    ).toBeNull();
  });
});
