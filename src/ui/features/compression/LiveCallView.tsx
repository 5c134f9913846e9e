import type { LiveCall } from './useCompressionRun';

const lastText = (call: LiveCall) =>
  call.request.contents[call.request.contents.length - 1]?.parts?.[0]?.text ?? '';

/**
 * One streamed Gemini call: what was asked last, the text so far, and the usage. `stopped`
 * says the run is over, so a call still without an answer failed rather than waits.
 */
export function LiveCallView({ call, stopped }: { call: LiveCall; stopped: boolean }) {
  const failed = stopped && !call.done;
  const { usage } = call;
  const title = call.request.kind === 'summary' ? 'Summary call' : 'Verification turn';
  return (
    <section className="cmp-call" data-testid={`call-${call.request.kind}`}>
      <h4>
        {title} · {call.request.model} · {call.request.contents.length} contents
      </h4>
      {call.request.kind === 'verify' && (
        <p className="cmp-hint">
          The first summary goes back as a model turn, followed by: <q>{lastText(call)}</q>
        </p>
      )}
      <pre className="cmp-pre cmp-pre-short" aria-live="polite" data-testid="streamed-text">
        {call.text ||
          (call.done
            ? '(empty answer)'
            : failed
              ? 'No answer: the call stopped (see the error above).'
              : 'Waiting for the first chunk…')}
      </pre>
      <p className="cmp-hint" data-testid={`usage-${call.request.kind}`}>
        {call.done ? 'Done' : failed ? 'Stopped' : 'Streaming'} · {call.chunks}{' '}
        {call.chunks === 1 ? 'chunk' : 'chunks'} · {call.text.length} characters
        {usage &&
          ` · prompt ${usage.promptTokens ?? '?'} tokens, output ${usage.outputTokens ?? '?'}${usage.thoughtsTokens ? `, thinking ${usage.thoughtsTokens}` : ''}, total ${usage.totalTokens ?? '?'}`}
      </p>
    </section>
  );
}
