import { describe, expect, it } from 'vitest';
import { planCompression } from '../compression/plan';
import { toPromptInput } from '../inputs/toPromptInput';
import { NEWEST_RELEASE } from '../prompt/cliVersion';
import { loadedRelease } from '../prompt/release/loaded';
import type { ReleaseRenderer } from '../prompt/release/port';
import { renderPromptWith } from '../prompt/renderPrompt';
import { createDefaultPlaygroundState } from '../state/defaults';
import { buildGeminiRequestExport } from './requestExport';
import { buildSystemMdExport } from './systemMdExport';

// The test setup hands every installed bundle to the core (src/cli/testing).
const newest = loadedRelease(NEWEST_RELEASE) as ReleaseRenderer;

describe('exports of a release configuration carry the release’s own text', () => {
  const state = () => {
    const base = createDefaultPlaygroundState();
    return {
      ...base,
      gemini: { ...base.gemini, cliVersion: '0.61.0' as const, userMemory: 'Use pnpm.' },
    };
  };
  const releaseText = () =>
    renderPromptWith(toPromptInput(state()), { legacy: null, release: newest }).text;

  it('system.md is the release’s text, byte for byte', () => {
    const exported = buildSystemMdExport(state());
    expect(exported.error).toBeNull();
    expect(exported.content).toBe(releaseText());
    expect(exported.content).toContain(
      newest.modern.renderFinalShell('', 'Use pnpm.', ['GEMINI.md']),
    );
  });

  it('the request JSON’s systemInstruction is the release’s text', () => {
    const exported = buildGeminiRequestExport(state(), 'env');
    expect(exported.body.systemInstruction.parts[0]?.text).toBe(releaseText());
  });

  it('the compression plan’s summariser prompt is the release’s', () => {
    const plan = planCompression([{ role: 'user', parts: [{ text: 'hi' }] }], {
      model: 'auto',
      projectTempDir: '/t',
      current: { approvedPlanPath: '/w/plans/p.md' },
    });
    expect(plan.cliVersion).toBe('0.61.0');
    expect(plan.summaryRequest.systemInstruction).toBe(
      newest.modern.getCompressionPrompt('/w/plans/p.md'),
    );
  });
});
