/**
 * The generator's first session is one the CLI could send: its last prompt is past the default
 * compression threshold and inside the model's context window. A larger one gets a warning
 * that says it cannot happen (its last prompt would be refused by the API).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentTokenLimit,
  DEFAULT_COMPRESSION_TOKEN_THRESHOLD,
  DEFAULT_GEMINI_MODEL,
  decideTrigger,
  estimateTokenCountSync,
  generateSyntheticHistory,
  planCompression,
  type Content,
} from '../../../core';
import { DEFAULT_SYNTHETIC_TURNS } from '../../history/historySamples';
import { DecisionNote, oversizeNote } from './DecisionNote';

afterEach(cleanup);

const lastPrompt = (history: Content[]) =>
  estimateTokenCountSync(history.flatMap((content) => content.parts ?? []));

describe('the default generated session', () => {
  it('crosses the threshold and fits the window', () => {
    const limit = currentTokenLimit(DEFAULT_GEMINI_MODEL);
    const tokens = lastPrompt(
      generateSyntheticHistory({ turns: DEFAULT_SYNTHETIC_TURNS, seed: 42 }),
    );
    expect(tokens).toBeGreaterThanOrEqual(DEFAULT_COMPRESSION_TOKEN_THRESHOLD * limit);
    expect(tokens).toBeLessThanOrEqual(limit);
  });
});

describe('a session larger than the window', () => {
  const trigger = (lastPromptTokenCount: number) =>
    decideTrigger({
      lastPromptTokenCount,
      model: 'gemini-2.5-pro',
      tokenLimit: 1_048_576,
      threshold: 0.5,
      force: false,
    });

  it('is said to be impossible, with both numbers', () => {
    expect(oversizeNote({ trigger: trigger(2_266_954) })).toMatch(
      /cannot happen.*2,266,954.*1,048,576/,
    );
  });

  it('is not flagged at the window itself or below', () => {
    expect(oversizeNote({ trigger: trigger(1_048_576) })).toBeNull();
    expect(oversizeNote({ trigger: trigger(600_000) })).toBeNull();
  });

  it('shows the warning in the plan view', () => {
    const history = generateSyntheticHistory({ turns: 1430, seed: 42 });
    const plan = planCompression(history, { model: 'auto', projectTempDir: '/t', current: {} });
    render(
      <DecisionNote
        view={{
          decision: plan.decision,
          trigger: plan.trigger,
          maxChars: plan.maxChars,
          truncatedCount: 0,
          splitCharacterOutputs: 0,
        }}
      />,
    );
    expect(screen.getByTestId('oversize-note').textContent).toContain('cannot happen');
  });
});
