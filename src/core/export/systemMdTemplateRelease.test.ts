/**
 * The system.md template download of a release version composes from that release's own
 * renderers (loaded by the test setup, src/cli/testing/provideReleases.setup.ts); 2026-02
 * keeps our wording.
 */
import { describe, expect, it } from 'vitest';
import type { PlaygroundCliVersion } from '../state/cliVersion';
import { buildSystemPromptOptions } from '../prompt/provider';
import { getCoreSystemPrompt } from '../prompt/composer';
import { renderSystemPrompt } from '../prompt/renderSystemPrompt';
import { sanitizePromptNewlines } from '../prompt/finalShell';
import { createDefaultPlaygroundState } from '../state/defaults';
import { toPromptInput } from '../inputs/toPromptInput';
import { buildSystemMdTemplateExport } from './systemMdTemplate';

function rendered(version: PlaygroundCliVersion): string {
  const { text, error } = renderSystemPrompt(toPromptInput(createDefaultPlaygroundState(version)));
  expect(error).toBeNull();
  return text;
}

function template(version: PlaygroundCliVersion): string {
  const exported = buildSystemMdTemplateExport(createDefaultPlaygroundState(version));
  expect(exported.error).toBeNull();
  return exported.content;
}

/** Sentences of the 0.61.0 prompt that 0.59.0 does not have (found by diffing the renders). */
function sentencesNewIn061(): string[] {
  const older = rendered('0.59.0');
  return rendered('0.61.0')
    .split('\n')
    .flatMap((line) => line.split(/(?<=\.) /))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 40 && !older.includes(sentence));
}

describe('system.md template of a release version', () => {
  it("holds the release's own text: a sentence 0.60+ added is in 0.61.0's template only", () => {
    const added = sentencesNewIn061();
    expect(added.length).toBeGreaterThan(0);
    // The Core Mandates untrusted-data bullet gained a sentence on verified envelope properties.
    const sentence = added.find((s) => s.includes('top-level envelope'));
    expect(sentence).toBeDefined();
    expect(template('0.61.0')).toContain(sentence);
    expect(template('0.60.0')).toContain(sentence);
    expect(template('0.59.0')).not.toContain(sentence);
    expect(template('2026-02')).not.toContain(sentence);
  });

  it("is the release's rendered prompt, section for section, bar the memory and placeholders", () => {
    for (const version of ['0.61.0', '0.59.0', '0.52.0'] as const) {
      const text = rendered(version);
      const lines = template(version)
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.includes('${'));
      expect(lines.length).toBeGreaterThan(20);
      for (const line of lines) expect(text).toContain(line);
    }
  });

  it('for 2026-02 is our own wording, as before', () => {
    const input = toPromptInput(createDefaultPlaygroundState('2026-02'));
    const ours = sanitizePromptNewlines(getCoreSystemPrompt(buildSystemPromptOptions(input)));
    const content = template('2026-02');
    // Our wording line for line, with the sub-agent list turned back into its placeholder.
    expect(content).toContain('${SubAgents}');
    const lines = content.split('\n').filter((line) => !line.includes('${'));
    expect(lines.join('\n').length).toBeGreaterThan(content.length - 20);
    for (const line of lines) expect(ours).toContain(line);
    expect(content).not.toBe(template('0.61.0'));
  });
});
