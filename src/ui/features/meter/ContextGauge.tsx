import { modelInForce, type OpeningRequestCount } from '../../../core';
import { vocabularyName } from '../../components/vocabulary';
import { usePromptTextArrivals } from '../../prompt/promptTexts';
import { useConfig } from '../../store/configStore';

const numbers = new Intl.NumberFormat('en-US');

/**
 * The whole opening request's share of the model's context window: system instruction, tool
 * declarations and environment message, each counted in the meter's vocabulary.
 */
export function ContextGauge({
  opening,
  encoding,
}: {
  opening: OpeningRequestCount | null;
  encoding: string;
}) {
  const cliVersion = useConfig((c) => c.gemini.cliVersion);
  const requested = useConfig((c) => c.gemini.model);
  const previewFeatures = useConfig((c) => c.gemini.previewFeatures);
  const hasPreviewAccess = useConfig((c) => c.gemini.hasPreviewAccess);
  const gemini31Launched = useConfig((c) => c.gemini.gemini31Launched);
  const gemini35FlashGA = useConfig((c) => c.gemini.gemini35FlashGA);
  // Rendered again when a release's code arrives: it then resolves with its own
  // config/models.js. The model the configured id or alias resolves to in this CLI version, and
  // its window (a few comparisons: no memo needed).
  usePromptTextArrivals();
  const { model, tokenLimit: limit } = modelInForce({
    cliVersion,
    model: requested,
    previewFeatures,
    hasPreviewAccess,
    gemini31Launched,
    gemini35FlashGA,
  });
  const used = opening?.total ?? 0;
  const percent = limit > 0 ? (used / limit) * 100 : 0;
  return (
    <div className="context-gauge" data-testid="opening-request">
      <label htmlFor="context-gauge-meter">
        Context window of <code data-testid="gauge-model">{model}</code>
      </label>
      <meter
        id="context-gauge-meter"
        min={0}
        max={limit}
        low={limit * 0.5}
        high={limit * 0.8}
        optimum={0}
        value={used}
      />
      <span className="meter-status">
        <output data-testid="opening-total" aria-label="Tokens before the first user word">
          {opening ? numbers.format(used) : '…'}
        </output>{' '}
        of {numbers.format(limit)} tokens ({percent < 0.1 && used > 0 ? '<0.1' : percent.toFixed(1)}
        %) before the first user word, in {vocabularyName(encoding)}:
      </span>
      {opening && (
        <ul className="opening-parts">
          {opening.parts.map((part) => (
            <li key={part.key} data-testid={`opening-${part.key}`} data-tokens={part.tokens}>
              {part.label} <span className="opening-tokens">{numbers.format(part.tokens)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
