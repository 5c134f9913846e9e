import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VocabularyProgress } from './VocabularyProgress';

const status = (phase: 'download' | 'initialise', loaded: number, fromCache = false) =>
  ({ type: 'vocabulary', phase, loaded, total: 2_097_152, fromCache }) as const;

describe('VocabularyProgress', () => {
  it('shows the bytes received and a bar while downloading', () => {
    const html = renderToStaticMarkup(
      <VocabularyProgress status={status('download', 1_048_576)} />,
    );
    expect(html).toContain('aria-label="Gemini vocabulary download"');
    expect(html).toContain('value="1048576"');
    expect(html).toContain('max="2097152"');
    expect(html).toContain('1.0 of 2.0 MB');
  });

  it('says when the vocabulary comes from browser storage', () => {
    const html = renderToStaticMarkup(<VocabularyProgress status={status('download', 0, true)} />);
    expect(html).toContain('from browser storage');
  });

  it('shows a full bar while the encoder is being prepared', () => {
    const html = renderToStaticMarkup(
      <VocabularyProgress status={status('initialise', 2_097_152)} />,
    );
    expect(html).toContain('Preparing the Gemini vocabulary');
    expect(html).toContain('value="2097152"');
  });

  it('says it is loading before any progress arrives', () => {
    expect(renderToStaticMarkup(<VocabularyProgress status={null} />)).toContain(
      'Loading the Gemini vocabulary',
    );
  });
});
