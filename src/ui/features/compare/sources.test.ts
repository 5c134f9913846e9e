import { describe, expect, it } from 'vitest';
import {
  configInCliVersion,
  createDefaultPlaygroundState,
  PLAYGROUND_CLI_VERSIONS,
  renderSystemPrompt,
  toPromptInput,
  type Snapshot,
} from '../../../core';
import {
  CURRENT_WORK,
  defaultSourceIds,
  listSources,
  SOURCE_PROVIDERS,
  type SourceContext,
  type SourceProvider,
} from './sources';
import { systemPromptOf } from '../../components/configPrompt';

function snapshot(id: string, name: string): Snapshot {
  return {
    id,
    name,
    createdAt: '2026-11-24T10:00:00Z',
    config: createDefaultPlaygroundState(),
    tokens: null,
  };
}

const context = (snapshots: Snapshot[] = []): SourceContext => ({
  config: createDefaultPlaygroundState(),
  snapshots,
  linkSides: null,
  imported: null,
});

describe('compare sources', () => {
  it('offers the current work, every snapshot, the work in every CLI version and the link sides', () => {
    const withLink: SourceContext = {
      ...context([snapshot('a', 'One')]),
      linkSides: {
        a: { name: 'Left', state: createDefaultPlaygroundState() },
        b: { name: 'Right', state: createDefaultPlaygroundState() },
      },
    };
    expect(listSources(withLink).map((s) => [s.id, s.label])).toEqual([
      [CURRENT_WORK, 'Current work'],
      ['snapshot:a', 'Snapshot 1: One'],
      ...PLAYGROUND_CLI_VERSIONS.map((v) => [`version:${v}`, `Current work in ${v}`]),
      ['link:a', 'Link A: Left'],
      ['link:b', 'Link B: Right'],
    ]);
  });

  it('defaults to the last snapshot against the current work, and falls back when a pick vanishes', () => {
    const sources = listSources(context([snapshot('a', 'One'), snapshot('b', 'Two')]));
    expect(defaultSourceIds(sources, { a: null, b: null })).toEqual({
      a: 'snapshot:b',
      b: CURRENT_WORK,
    });
    expect(defaultSourceIds(sources, { a: 'snapshot:a', b: 'snapshot:gone' })).toEqual({
      a: 'snapshot:a',
      b: CURRENT_WORK,
    });
    expect(defaultSourceIds(listSources(context()), { a: null, b: null })).toEqual({
      a: CURRENT_WORK,
      b: CURRENT_WORK,
    });
  });

  it('resolves a side by rendering its configuration; a new kind of source is one provider', () => {
    const imported: SourceProvider = {
      id: 'imported',
      list: () => [
        {
          id: 'imported:1',
          label: 'Imported system.md',
          group: 'Imported',
          resolve: () => ({
            sourceId: 'imported:1',
            name: 'Imported',
            config: null,
            system: { text: 'Hello', sections: [], error: null },
            firstMessage: { text: '', error: null },
          }),
        },
      ],
    };
    const sources = listSources(context(), [...SOURCE_PROVIDERS, imported]);
    const current = sources.find((s) => s.id === CURRENT_WORK)?.resolve();
    expect(current?.system.text).toContain('# Core Mandates');
    expect(current?.firstMessage.text.length).toBeGreaterThan(0);
    expect(sources.at(-1)?.resolve().system.text).toBe('Hello');
  });

  it('offers the current work in any CLI version, rendered by that version', () => {
    const ctx = context();
    ctx.config.gemini.userMemory = 'Use tabs.';
    const source = listSources(ctx).find((s) => s.id === 'version:2026-02');
    const side = source?.resolve();
    expect(side?.name).toBe('Current work in 2026-02');
    expect(side?.config?.gemini.cliVersion).toBe('2026-02');
    expect(side?.config?.gemini.userMemory).toBe('Use tabs.');
    const expected = configInCliVersion(ctx.config, '2026-02').state;
    expect(side?.system.text).toBe(renderSystemPrompt(toPromptInput(expected)).text);
    expect(side?.source).toEqual({ kind: 'other-version', from: ctx.config });
    // Resolving again reuses the same render (the comparison is counted once).
    expect(source?.resolve().system).toBe(side?.system);

    const seeds = context();
    seeds.config = createDefaultPlaygroundState('2026-02');
    const back = listSources(seeds)
      .find((s) => s.id === 'version:0.61.0')
      ?.resolve();
    expect(back?.name).toBe('Current work in 0.61.0');
    expect(back?.config?.gemini.cliVersion).toBe('0.61.0');
  });

  it('pairs two releases: the pair the compare slice picks resolves to those two renders', async () => {
    const { loadReleaseText } = await import('../../prompt/promptTexts');
    await loadReleaseText('0.59.0');
    const ctx = context();
    const sources = listSources(ctx);
    const ids = defaultSourceIds(sources, { a: 'version:0.59.0', b: 'version:0.61.0' });
    const a = sources.find((s) => s.id === ids.a)?.resolve();
    const b = sources.find((s) => s.id === ids.b)?.resolve();
    expect([a?.config?.gemini.cliVersion, b?.config?.gemini.cliVersion]).toEqual([
      '0.59.0',
      '0.61.0',
    ]);
    expect(a?.system.error).toBeNull();
    expect(b?.system.text).toContain('top-level envelope properties');
    expect(a?.system.text).not.toContain('top-level envelope properties');
  });

  it('offers the imported and the modeled prompt only while an import exists', () => {
    expect(listSources(context()).some((s) => s.group === 'Imported prompt')).toBe(false);
    const ctx = context();
    // The modeled prompt as the app renders it (the release's own text).
    const modeledText = systemPromptOf(ctx.config).text;
    const text = modeledText.replace('# Core Mandates', '# Core Mandates\n\nAn added rule.');
    ctx.config.importedPrompt = { text, fileName: 'system.md', active: false, disabledSpans: [] };
    ctx.imported = { text, fileName: 'system.md', disabledSpans: ['HOOKCONTEXT'] };
    const sources = listSources(ctx).filter((s) => s.group === 'Imported prompt');
    expect(sources.map((s) => s.label)).toEqual([
      'Modeled prompt (from the configuration)',
      'Imported: system.md',
    ]);
    const [modeledSource, importedSource] = sources;
    const modeled = modeledSource?.resolve();
    const imported = importedSource?.resolve();
    expect(modeled?.system.text).toBe(modeledText);
    // The modeled side does not carry the imported text (a link would carry it twice).
    expect(modeled?.config?.importedPrompt?.text).toBe('');
    expect(imported?.config).toBeNull();
    expect(imported?.source).toEqual({
      kind: 'imported',
      text,
      fileName: 'system.md',
      disabledSpans: ['HOOKCONTEXT'],
    });
    // Parts are keyed like the modeled sections; the switched-off part is gone.
    const keys = (side: typeof modeled) => side?.system.sections.map((s) => s.key);
    expect(keys(imported)).toEqual(keys(modeled)?.filter((k) => k !== 'HOOKCONTEXT'));
    expect(imported?.system.text).not.toContain('# Hook Context');
    expect(imported?.firstMessage.error).toContain('no first message');
  });

  it('resolves a link’s imported side as an imported prompt', () => {
    const ctx = context();
    ctx.linkSides = {
      a: { name: 'Modeled', state: createDefaultPlaygroundState() },
      b: {
        name: 'Imported: x.md',
        state: createDefaultPlaygroundState(),
        source: {
          kind: 'imported',
          text: '# Core Mandates\n\nHi.',
          fileName: 'x.md',
          disabledSpans: [],
        },
      },
    };
    const side = listSources(ctx)
      .find((s) => s.id === 'link:b')
      ?.resolve();
    expect(side?.config).toBeNull();
    expect(side?.system.text).toBe('# Core Mandates\n\nHi.');
    expect(side?.system.sections.map((s) => s.key)).toEqual(['COREMANDATES']);
  });
});
