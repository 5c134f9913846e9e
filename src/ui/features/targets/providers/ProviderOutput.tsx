import { useMemo } from 'react';
import { segmentText, type ProviderRenderResult } from '../../../../core';
import { textsAsSegments } from '../../../tokens/textSegments';
import { useSegmentTokens } from '../../../tokens/useSegmentTokens';
import { ClaudeCliFlags } from './ClaudeCliFlags';
import { ProviderPromptSection } from './ProviderPromptSection';
import { ProviderRequestSection } from './ProviderRequestSection';
import type { ProviderToolProblem } from './providerInput';

/** One provider's output: notes, problems, CLI flags, system prompt and request body. */
export function ProviderOutput({
  result,
  problems,
}: {
  result: ProviderRenderResult;
  problems: readonly ProviderToolProblem[];
}) {
  const json = useMemo(() => JSON.stringify(result.requestBody, null, 2), [result.requestBody]);
  // The prompt is counted part by part, exactly as the meter does, so both show one figure.
  const segments = useMemo(
    () => [
      ...segmentText(result.text, result.components).map((segment) => ({
        ...segment,
        key: `prompt:${segment.key}`,
      })),
      ...textsAsSegments([{ key: 'body', text: json }]),
    ],
    [result.text, result.components, json],
  );
  const tokens = useSegmentTokens(segments);
  const promptTokens = tokens.breakdown
    ? tokens.breakdown.rows
        .filter((row) => row.key.startsWith('prompt:'))
        .reduce((sum, row) => sum + row.tokens, 0)
    : null;
  return (
    <div className="provider-output" data-testid={`provider-output-${result.provider}`}>
      {result.notes.map((note) => (
        <p key={note} className="field-hint provider-note">
          {note}
        </p>
      ))}
      {problems.map((p) => (
        <p key={`${p.index}-${p.message}`} className="notice notice-warning target-notice">
          Tool {p.name} is left out: {p.message}
        </p>
      ))}
      {result.warnings.map((warning) => (
        <p key={warning} className="notice notice-warning target-notice">
          {warning}
        </p>
      ))}
      {result.cliFlags && <ClaudeCliFlags flags={result.cliFlags} />}
      <ProviderPromptSection result={result} tokens={promptTokens} />
      <ProviderRequestSection result={result} json={json} tokens={tokens.tokensOf('body')} />
    </div>
  );
}
