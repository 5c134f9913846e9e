import { isReleaseVersion } from '../../../core';
import {
  isCustomModel,
  isGemini3Model,
  isKnownModel,
  nearestKnownModels,
  type CliVersion,
} from '../../../core';

/**
 * What the CLI does with an id it does not list. 2026-02 builds its single prompt as for a
 * custom model; v0.61 picks the family from the id itself (gemini-cli
 * packages/core/src/config/models.ts `supportsModernFeatures`): any id not starting with
 * `gemini-` is a custom model and gets the modern prompt, as do Gemini 3 ids.
 */
function consequence(model: string, version: CliVersion): string {
  if (!isReleaseVersion(version)) return 'The prompt is built as for a custom model.';
  const id = model.trim();
  if (isCustomModel(id))
    return 'Not being a gemini- id, it counts as a custom model and gets the modern prompt.';
  if (isGemini3Model(id)) return 'As a Gemini 3 id, it gets the modern prompt.';
  return 'As a gemini- id outside Gemini 3, it gets the legacy prompt.';
}

/**
 * Warns when the model id is not one the CLI version knows by name, listing the nearest known
 * ids as buttons. The CLI itself passes any id to the API, so a typo would only fail when run.
 */
export function UnknownModelWarning({
  model,
  version = '2026-02',
  onPick,
}: {
  model: string;
  version?: CliVersion;
  onPick: (id: string) => void;
}) {
  if (model.trim() === '' || isKnownModel(model, version)) return null;
  const nearest = nearestKnownModels(model, 3, version);
  const intro = isReleaseVersion(version)
    ? `“${model}” is not in the CLI’s list of model ids and aliases. It will be sent to the API as-is, so a typo shows only when you run it.`
    : `“${model}” is not a model id the CLI knows. It would send it to the API as typed, so a typo shows only when you run it.`;
  return (
    <div className="field-warning" role="status" data-testid="unknown-model-warning">
      <p>
        {intro} {consequence(model, version)}
      </p>
      {nearest.length > 0 && (
        <p className="field-warning-picks">
          Did you mean{' '}
          {nearest.map((id, index) => (
            <span key={id}>
              <button type="button" className="btn btn-link mono" onClick={() => onPick(id)}>
                {id}
              </button>
              {index < nearest.length - 1 ? ', ' : '?'}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
