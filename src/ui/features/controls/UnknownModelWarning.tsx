import { isKnownModel, nearestKnownModels } from '../../../core';

/**
 * Warns when the model id is not one the CLI knows by name, listing the nearest known ids as
 * buttons. The CLI itself passes any id to the API, so a typo would only fail when run.
 */
export function UnknownModelWarning({
  model,
  onPick,
}: {
  model: string;
  onPick: (id: string) => void;
}) {
  if (model.trim() === '' || isKnownModel(model)) return null;
  const nearest = nearestKnownModels(model);
  return (
    <div className="field-warning" role="status" data-testid="unknown-model-warning">
      <p>
        “{model}” is not a model id the CLI knows. It would send it to the API as typed, so a typo
        shows only when you run it. The prompt is built as for a custom model.
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
