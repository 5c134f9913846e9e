import type { SessionRequest } from '../../../core';
import type { ReplayPlan, ReplayUsage } from '../../geminiApi/geminiReplay';

interface Props {
  plan: ReplayPlan;
  usages: readonly (ReplayUsage | null)[];
  /** The simulation's requests (`SessionResult.requests`), found by the plan's indices. */
  requests: readonly SessionRequest[];
}

const tokens = (n: number) => n.toLocaleString('en-US');

/** "+12 (+1.5%)": the API's figure less the simulated one. */
function difference(simulated: number, api: number | null): string {
  if (api === null) return '–';
  const delta = api - simulated;
  const sign = delta > 0 ? '+' : '';
  const share = simulated > 0 ? ` (${sign}${((delta / simulated) * 100).toFixed(1)}%)` : '';
  return `${sign}${tokens(delta)}${share}`;
}

function Figures({ simulated, api }: { simulated: number; api: number | null | undefined }) {
  const known = api ?? null;
  return (
    <>
      <td>{tokens(simulated)}</td>
      <td>{known === null ? '…' : tokens(known)}</td>
      <td>{difference(simulated, known)}</td>
    </>
  );
}

/** Each replayed request: simulated and API figures side by side, with their difference. */
export function ReplayResults({ plan, usages, requests }: Props) {
  return (
    <div className="replay-results">
      <table data-testid="replay-results">
        <thead>
          <tr>
            <th rowSpan={2}>Request</th>
            <th colSpan={3}>Prompt tokens</th>
            <th colSpan={3}>Cached tokens</th>
            <th colSpan={3}>Output tokens</th>
            <th rowSpan={2}>Thoughts (API)</th>
          </tr>
          <tr>
            {['prompt', 'cached', 'output'].map((what) => (
              <Headings key={what} />
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.requests.map((planned, position) => {
            const simulated = requests[planned.requestIndex];
            const usage = usages[position] ?? null;
            if (!simulated) return null;
            // Candidates and thoughts are both billed as output.
            const apiOutput =
              usage?.outputTokens === null || usage === null
                ? null
                : (usage.outputTokens ?? 0) + (usage.thoughtsTokens ?? 0);
            return (
              <tr key={planned.requestIndex} data-testid="replay-row">
                <th scope="row">{planned.requestIndex + 1}</th>
                <Figures simulated={simulated.inputTokens} api={usage?.promptTokens} />
                <Figures
                  simulated={simulated.cachedTokens}
                  api={usage === null ? null : (usage.cachedTokens ?? 0)}
                />
                <Figures simulated={simulated.outputTokens} api={apiOutput} />
                <td>{usage?.thoughtsTokens == null ? '–' : tokens(usage.thoughtsTokens)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="replay-hint">
        The simulation counts each request as the sum of its pieces in the Gemma 3 vocabulary; the
        API counts the joined request in the model&apos;s own, so small differences are expected. A
        cached figure of 0 from the API means its implicit cache served nothing (it may still serve
        the prefix on a later request). Replayed answers are cut short, so their output differs from
        the session&apos;s by design; API output includes thinking.
      </p>
    </div>
  );
}

function Headings() {
  return (
    <>
      <th scope="col">simulated</th>
      <th scope="col">API</th>
      <th scope="col">difference</th>
    </>
  );
}
