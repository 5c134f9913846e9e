import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { ContextGauge } from './ContextGauge';

const patchGemini = useConfigStore.getState().patch;
const gaugeModel = () => screen.getByTestId('gauge-model').textContent;
const gaugeText = () => screen.getByTestId('opening-request').textContent ?? '';

beforeEach(() => {
  useConfigStore.setState({ config: createDefaultPlaygroundState(), past: [], future: [] });
});
afterEach(cleanup);

describe('ContextGauge', () => {
  it('names the model `auto` resolves to in v0.61, and follows preview access and the 3.1 launch', () => {
    const { rerender } = render(<ContextGauge opening={null} encoding="o200k_base" />);
    expect(useConfigStore.getState().config.gemini.model).toBe('auto');
    expect(gaugeModel()).toBe('gemini-3-pro-preview');
    patchGemini('gemini', { gemini31Launched: true });
    rerender(<ContextGauge opening={null} encoding="o200k_base" />);
    expect(gaugeModel()).toBe('gemini-3.1-pro-preview');
    patchGemini('gemini', { hasPreviewAccess: false });
    rerender(<ContextGauge opening={null} encoding="o200k_base" />);
    expect(gaugeModel()).toBe('gemini-2.5-pro');
  }, 30_000);

  it('uses the resolved model’s window (Gemma 4: 256,000 tokens)', () => {
    patchGemini('gemini', { model: 'gemma-4-31b-it' });
    render(<ContextGauge opening={null} encoding="o200k_base" />);
    expect(gaugeModel()).toBe('gemma-4-31b-it');
    expect(gaugeText()).toContain('of 256,000 tokens');
  });

  it('names gemini-2.5-pro for the 2026-02 default', () => {
    patchGemini('gemini', { cliVersion: '2026-02', model: 'auto-gemini-2.5' });
    render(<ContextGauge opening={null} encoding="o200k_base" />);
    expect(gaugeModel()).toBe('gemini-2.5-pro');
    expect(gaugeText()).toContain('of 1,048,576 tokens');
  });
});
