import { checkApiModelId, resolveModel, showControlCharacters } from '../../../core';
import { useConfig } from '../../store/configStore';

/**
 * Under the model field: says when the (resolved) id cannot be sent to the Gemini API, so
 * "Count exactly" and "Run with Gemini" will refuse it before any request (the id would
 * otherwise choose the endpoint the key goes to). The prompt preview still uses it.
 */
export function ModelApiIdWarning() {
  const model = useConfig((c) => resolveModel(c.gemini.model, c.gemini.previewFeatures));
  const checked = checkApiModelId(model);
  if (checked.ok) return null;
  return (
    <p className="field-warning" role="status" data-testid="model-api-id-problem">
      {showControlCharacters(checked.problem)} The preview still uses it, but Count exactly sends
      nothing for it.
    </p>
  );
}
