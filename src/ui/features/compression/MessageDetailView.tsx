import { useEffect, useState } from 'react';
import type { MessageDetail } from '../../../workers/compression/protocol';
import { messageDetailInWorker } from '../../../workers/compression/client';

/** A truncated message before and after truncation, fetched from the worker on demand. */
export function MessageDetailView({ index, onClose }: { index: number; onClose: () => void }) {
  const [detail, setDetail] = useState<{ index: number; value: MessageDetail | string } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    messageDetailInWorker(index).then(
      (value) => live && setDetail({ index, value }),
      (e: unknown) =>
        live && setDetail({ index, value: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [index]);

  const value = detail?.index === index ? detail.value : null;
  return (
    <section className="cmp-detail" aria-label={`Message ${index} before and after truncation`}>
      <header className="cmp-detail-head">
        <strong>Message {index}: truncated tool output</strong>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </header>
      {value === null && <p className="cmp-hint">Loading…</p>}
      {typeof value === 'string' && <p className="error-text">{value}</p>}
      {value !== null && typeof value === 'object' && (
        <>
          {value.savedPath && (
            <p className="cmp-hint">
              The full output would be saved to <code>{value.savedPath}</code>.
            </p>
          )}
          <div className="cmp-detail-columns">
            <div>
              <h4>Before</h4>
              <pre className="cmp-pre">{value.before}</pre>
            </div>
            <div>
              <h4>After (what the summariser sees)</h4>
              <pre className="cmp-pre">{value.after}</pre>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
