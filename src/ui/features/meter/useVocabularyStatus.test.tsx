import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultPlaygroundState } from '../../../core';
import { useConfigStore } from '../../store/configStore';
import { describeEncoding } from './encodingLabels';
import { useModelVocabulary } from './useVocabularyStatus';

type Gemini = ReturnType<typeof createDefaultPlaygroundState>['gemini'];

function setGemini(version: '0.61.0' | '2026-02', edit: (gemini: Gemini) => void) {
  const config = createDefaultPlaygroundState(version);
  edit(config.gemini);
  useConfigStore.setState({ config, past: [], future: [], lastChange: null });
}

/** The meter's badge for the Gemma 3 vocabulary with the configuration in the store. */
function meterBadge(): string {
  const { result } = renderHook(() => useModelVocabulary());
  return describeEncoding('gemma3', result.current).badge;
}

describe('the meter’s vocabulary label reads the model in force', () => {
  afterEach(cleanup);

  it('calls Gemma 3 an estimate once "Gemini 3.1 launched" makes auto a Gemini 3.1 model', () => {
    setGemini('0.61.0', (gemini) => {
      gemini.model = 'auto';
      gemini.gemini31Launched = true;
    });
    expect(meterBadge()).toBe('estimate');
  });

  it('agrees with the same model typed in', () => {
    setGemini('0.61.0', (gemini) => {
      gemini.model = 'gemini-3.1-pro-preview';
    });
    expect(meterBadge()).toBe('estimate');
  });

  it('stays exact for auto before the launch, and on 2026-02 whatever the switch', () => {
    setGemini('0.61.0', (gemini) => {
      gemini.model = 'auto';
      gemini.gemini31Launched = false;
    });
    expect(meterBadge()).toBe('exact');
    setGemini('2026-02', (gemini) => {
      gemini.model = 'auto';
      gemini.gemini31Launched = true;
    });
    expect(meterBadge()).toBe('exact');
  });
});
