import type { VocabularyStatus } from '../../../workers/tokenCount/protocol';

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** Download and set-up progress of the Gemini vocabulary: bytes and a bar. */
export function VocabularyProgress({ status }: { status: VocabularyStatus | null }) {
  if (!status || (status.phase !== 'download' && status.phase !== 'initialise')) {
    return (
      <p className="meter-status" role="status">
        Loading the Gemini vocabulary…
      </p>
    );
  }
  const initialising = status.phase === 'initialise';
  const source = status.fromCache ? 'from browser storage' : 'downloading';
  return (
    <div className="meter-status vocabulary-progress" role="status">
      <progress
        aria-label="Gemini vocabulary download"
        max={status.total}
        value={initialising ? status.total : status.loaded}
      />
      <span>
        {initialising
          ? `Preparing the Gemini vocabulary (${source === 'downloading' ? 'downloaded' : source})…`
          : `Gemini vocabulary ${source}: ${mb(status.loaded)} of ${mb(status.total)} MB`}
      </span>
    </div>
  );
}
