import { useState } from 'react';
import type { PlanView } from '../../../workers/compression/protocol';
import { textFromWorker } from '../../../workers/compression/client';
import { downloadText } from '../../lib/download';

/** The exact first summary request: model, system instruction, history slice and anchor. */
export function RequestView({ view }: { view: PlanView }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { request } = view;
  const sliceMessages = request.messages - 1;
  return (
    <details className="cmp-request" data-testid="summary-request">
      <summary>
        Summary request: {view.compressionModelAlias} ({view.compressionModel}), {request.messages}{' '}
        contents
      </summary>
      <h4>System instruction</h4>
      <pre className="cmp-pre cmp-pre-short">{request.systemInstruction}</pre>
      <h4>Contents</h4>
      <ol className="cmp-request-contents">
        <li>
          {sliceMessages} history messages (0–{Math.max(0, sliceMessages - 1)}, the{' '}
          {view.summarizerSource} slice, {request.sliceChars.toLocaleString('en-US')} characters
          after truncation)
        </li>
        <li>
          user: <q>{request.anchor}</q>
        </li>
      </ol>
      <button
        type="button"
        className="btn"
        onClick={() =>
          textFromWorker('request-json').then(
            (text) => downloadText('summary-request.json', text, 'application/json'),
            (e: unknown) => setFailure(e instanceof Error ? e.message : String(e)),
          )
        }
      >
        Download the request as JSON
      </button>
      {failure && <p className="error-text">{failure}</p>}
    </details>
  );
}
