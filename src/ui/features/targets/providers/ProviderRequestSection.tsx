import type { ProviderRenderResult } from '../../../../core';
import { CopyButton } from '../../../lib/CopyButton';
import { downloadText } from '../../../lib/download';

/** The JSON body the provider's API expects, with its endpoint, size, copy and download. */
export function ProviderRequestSection({
  result,
  json,
  tokens,
}: {
  result: ProviderRenderResult;
  json: string;
  tokens: number | null;
}) {
  return (
    <section className="provider-block" aria-labelledby="provider-request-title">
      <div className="provider-block-head">
        <h3 id="provider-request-title">Request body</h3>
        <span className="provider-figures" data-testid="provider-request-tokens">
          {tokens === null ? '…' : tokens.toLocaleString('en-US')} tokens ·{' '}
          {json.length.toLocaleString('en-US')} chars
        </span>
        <CopyButton text={json} what="request body" />
        <button
          type="button"
          className="btn btn-small"
          onClick={() => downloadText(`${result.provider}-request.json`, json, 'application/json')}
        >
          Download
        </button>
      </div>
      <p className="provider-endpoint">
        <code>{result.endpoint}</code>
      </p>
      <pre className="provider-json" data-testid="provider-request-body" tabIndex={0}>
        {json}
      </pre>
    </section>
  );
}
