import { useSyncExternalStore } from 'react';
import { geminiVocabularyFor } from '../../core';
import { useModelIdInForce } from '../prompt/useModelInForce';
import { getVocabularyStatus, subscribeVocabularyStatus } from '../../workers/tokenCount/client';
import { useConfig } from '../store/configStore';
import { vocabularyName } from './vocabulary';
import './vocabularyLabel.css';

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

interface Props {
  testId: string;
  /** True while the view's figures are being counted in the meter's vocabulary. */
  counting: boolean;
  /** The vocabulary of the figures on screen (the previous one while a new one counts). */
  shownEncoding: string | null;
}

/**
 * The one label naming the vocabulary every token figure of a view is counted in (the
 * meter's), whether it is exact for the selected model, and the vocabulary's loading progress
 * while the previous figures stay on screen.
 */
export function VocabularyLabel({ testId, counting, shownEncoding }: Props) {
  const encoding = useConfig((c) => c.tokens.encoding);
  // The model in force for the configured CLI version, as the prompt resolves it.
  const modelVocabulary = geminiVocabularyFor(useModelIdInForce());
  const status = useSyncExternalStore(subscribeVocabularyStatus, getVocabularyStatus);
  const name = vocabularyName(encoding);
  const exactness =
    encoding !== 'gemma3'
      ? 'an estimate for Gemini'
      : modelVocabulary === 'gemma3'
        ? 'exact for this model'
        : 'an estimate for this model, which uses the newer Gemma 4 vocabulary (newer vocabulary, not shipped)';
  const loading =
    counting &&
    encoding === 'gemma3' &&
    status !== null &&
    (status.phase === 'download' || status.phase === 'initialise')
      ? status
      : null;
  return (
    <div className="vocabulary-label" data-testid={testId} data-encoding={encoding}>
      <p>
        Token figures in this view: <strong>{name}</strong>, the meter&apos;s vocabulary (
        {exactness}).
      </p>
      {counting && (
        <p className="vocabulary-label-status" role="status">
          Counting in {name}…
          {shownEncoding !== null &&
            (shownEncoding === encoding
              ? ' The figures below are the previous ones.'
              : ` The figures below are still in ${vocabularyName(shownEncoding)}.`)}
        </p>
      )}
      {loading && (
        <p className="vocabulary-label-status">
          <progress
            aria-label="Gemini vocabulary loading"
            max={loading.total}
            value={loading.phase === 'initialise' ? loading.total : loading.loaded}
          />{' '}
          {loading.phase === 'initialise'
            ? 'Preparing the Gemini vocabulary…'
            : `Gemini vocabulary ${loading.fromCache ? 'from browser storage' : 'downloading'}: ${mb(loading.loaded)} of ${mb(loading.total)} MB`}
        </p>
      )}
      {counting && encoding === 'gemma3' && status?.phase === 'failed' && (
        <p className="vocabulary-label-status notice-error" role="alert">
          The Gemini vocabulary could not be loaded{status.error ? `: ${status.error}` : ''}. Retry
          from the token meter, or choose another vocabulary there.
        </p>
      )}
    </div>
  );
}
