import { useMemo, useState } from 'react';
import {
  compressSystemPrompt,
  loadProviderProjectInstructions,
  type ProviderRenderResult,
} from '../../../../core';
import { useConfig } from '../../../store/configStore';
import { CompressionSteps } from './CompressionSteps';

/**
 * What `compressSystemPrompt` did to the provider's prompt (only when it was over the limit),
 * and a what-if limit in characters to watch the Asimi docs' steps run in turn on the same parts.
 */
export function CompressionPanel({ result }: { result: ProviderRenderResult }) {
  const cwd = useConfig((c) => c.providers.cwd);
  const permissionMode = useConfig((c) => c.providers.permissionMode);
  const files = useConfig((c) => c.workspace.files);
  const [tryChars, setTryChars] = useState('');
  const whatIf = useMemo(() => {
    const limit = Number(tryChars);
    if (tryChars.trim() === '' || !Number.isInteger(limit) || limit <= 0) return null;
    return compressSystemPrompt(
      {
        provider: result.provider,
        cwd,
        permissionMode,
        promptTools: result.provider === 'gemini' ? result.tools : [],
        projectInstructions: loadProviderProjectInstructions(cwd, files).content,
      },
      limit,
    );
  }, [tryChars, result, cwd, permissionMode, files]);
  return (
    <section className="target-card" aria-labelledby="compression-title">
      <h3 id="compression-title">Compression</h3>
      {result.compression ? (
        <CompressionSteps report={result.compression} />
      ) : (
        <p className="field-hint">Within the limit: the prompt is sent uncompressed.</p>
      )}
      <label className="field">
        <span className="field-label">What if the limit were (characters)</span>
        <input
          className="field-input"
          type="number"
          min={1}
          step={100}
          value={tryChars}
          placeholder={`e.g. ${Math.max(1, Math.round(result.text.length / 2))}`}
          data-testid="compression-try-limit"
          onChange={(e) => setTryChars(e.target.value)}
        />
      </label>
      {whatIf && <CompressionSteps report={whatIf} />}
    </section>
  );
}
