import type { SessionProgress } from '../../../workers/session/client';

const STEP_TEXT: Record<SessionProgress['step'], string> = {
  vocabulary: 'Loading the Gemini vocabulary',
  reading: 'Reading the conversation',
  counting: 'Counting the messages',
  simulating: 'Replaying the requests',
};

/** What the worker is doing, with a bar where the step's size is known. */
export function SessionProgressNote({ progress }: { progress: SessionProgress | null }) {
  const step = progress ? STEP_TEXT[progress.step] : 'Simulating the session';
  const known = progress !== null && progress.total > 0;
  return (
    <div className="ses-progress" role="status" aria-live="polite" data-testid="session-progress">
      <span>
        {step}
        {known && progress.step !== 'vocabulary' ? ` (${progress.done} of ${progress.total})` : ''}…
      </span>
      {known && <progress value={progress.done} max={progress.total} aria-label={step} />}
    </div>
  );
}
