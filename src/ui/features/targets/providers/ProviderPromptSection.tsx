import type { ProviderRenderResult } from '../../../../core';
import { MonacoEditor } from '../../../monaco/MonacoEditor';
import { CopyButton } from '../../../lib/CopyButton';
import { SpanOutline } from '../../../lib/SpanOutline';
import { useTargetSpanEditor } from '../../../components/spans/useTargetSpanEditor';
import { providerComponentTitle } from './providerLabels';

const EDITOR_OPTIONS = { lineNumbers: 'off', folding: false, glyphMargin: false } as const;

/** A provider's system prompt in a read-only editor, with its outline, size and copy button. */
export function ProviderPromptSection({
  result,
  tokens,
}: {
  result: ProviderRenderResult;
  tokens: number | null;
}) {
  const { onReady, reveal } = useTargetSpanEditor(result.components);
  return (
    <section className="provider-block" aria-labelledby="provider-prompt-title">
      <div className="provider-block-head">
        <h3 id="provider-prompt-title">System prompt</h3>
        <span className="provider-figures" data-testid="provider-prompt-tokens">
          {tokens === null ? '…' : tokens.toLocaleString('en-US')} tokens ·{' '}
          {result.text.length.toLocaleString('en-US')} chars
        </span>
        <CopyButton text={result.text} what="system prompt" />
      </div>
      <SpanOutline
        label="Provider prompt components"
        className="target-outline"
        spans={result.components}
        titleOf={providerComponentTitle}
        onReveal={reveal}
      />
      <div className="provider-editor">
        <MonacoEditor
          value={result.text}
          readOnly
          ariaLabel={`${result.provider} system prompt preview`}
          testId="provider-prompt-editor"
          onReady={onReady}
          options={EDITOR_OPTIONS}
        />
      </div>
    </section>
  );
}
