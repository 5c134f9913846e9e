import { useMemo } from 'react';
import { compareProviderToolFormats, type ClaudeToolDefinition } from '../../../../core';
import { textsAsSegments } from '../../../tokens/textSegments';
import { useSegmentTokens } from '../../../tokens/useSegmentTokens';
import { PROVIDER_NAMES } from './useProviderRenders';

/** What the same advertised tools cost in each provider's JSON tool format. */
export function ToolCostTable({ tools }: { tools: readonly ClaudeToolDefinition[] }) {
  const costs = useMemo(() => compareProviderToolFormats(tools), [tools]);
  const segments = useMemo(
    () => textsAsSegments(costs.map((c, i) => ({ key: String(i), text: c.json }))),
    [costs],
  );
  const tokens = useSegmentTokens(segments);
  const cheapest = Math.min(...costs.map((c) => c.chars));
  return (
    <section className="target-card" aria-labelledby="tool-cost-title">
      <h3 id="tool-cost-title">Tool definitions per provider</h3>
      <table className="target-table" data-testid="tool-cost-table">
        <thead>
          <tr>
            <th scope="col">Provider · field</th>
            <th scope="col">Tokens</th>
            <th scope="col">Chars</th>
          </tr>
        </thead>
        <tbody>
          {costs.map((cost, i) => (
            <tr key={cost.format}>
              <th scope="row">
                {PROVIDER_NAMES[cost.provider]} · <code>{cost.format}</code>
              </th>
              <td>{tokens.tokensOf(String(i))?.toLocaleString('en-US') ?? '…'}</td>
              <td>
                {cost.chars.toLocaleString('en-US')}
                {cost.chars > cheapest && (
                  <span className="muted-inline">
                    {' '}
                    (+{(cost.chars - cheapest).toLocaleString('en-US')})
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">
        {tools.length} advertised tools as compact JSON, counted with {tokens.encoding}. The Gemini
        shim also lists the tools in its prompt text.
      </p>
    </section>
  );
}
