import { isReleaseVersion } from '../../../core';
import { useId, type ReactNode } from 'react';
import {
  CURRENT_KNOWN_MODELS,
  isGemini3,
  isPreviewModel,
  KNOWN_MODELS,
  resolveModel,
} from '../../../core';
import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { ModelAccessControls } from './ModelAccessControls';
import { ModelFamily } from './ModelFamily';
import { TextField } from '../../components/fields/TextField';
import { UnknownModelWarning } from './UnknownModelWarning';
import { ModelApiIdWarning } from './ModelApiIdWarning';
import { usePatchGemini } from './useGeminiEdits';

const KIND_LABEL = { model: 'model', auto: 'auto', alias: 'alias' } as const;

/** The model field and, for 2026-02, preview features and what they resolve to. */
export function ModelControls() {
  const current = useConfig((c) => isReleaseVersion(c.gemini.cliVersion));
  return current ? <CurrentModelControls /> : <SeedModelControls />;
}

/** The current CLI: the model, the family it picks, and the access switches it reads. */
function CurrentModelControls() {
  const model = useConfig((c) => c.gemini.model);
  const patch = usePatchGemini();
  return (
    <>
      <ModelField
        models={CURRENT_KNOWN_MODELS}
        hint="Gemini 3 and non-gemini ids get the modern prompt; Gemini 2.x the legacy one."
      >
        <UnknownModelWarning model={model} version="0.61.0" onPick={(id) => patch({ model: id })} />
      </ModelField>
      <ModelFamily />
      <ModelAccessControls />
    </>
  );
}

/** 2026-02: model id or alias, preview features, and what they resolve to. */
function SeedModelControls() {
  const model = useConfig((c) => c.gemini.model);
  const previewFeatures = useConfig((c) => c.gemini.previewFeatures);
  const patch = usePatchGemini();
  const resolved = resolveModel(model, previewFeatures);
  const gemini3 = isGemini3(model, previewFeatures);
  return (
    <>
      <ModelField models={KNOWN_MODELS} hint="Pick a known id or alias, or type any model id.">
        <UnknownModelWarning model={model} onPick={(id) => patch({ model: id })} />
      </ModelField>
      <CheckField
        label="Preview features"
        checked={previewFeatures}
        onChange={(checked) => patch({ previewFeatures: checked })}
        hint="Makes the aliases auto, pro and flash resolve to Gemini 3 preview models."
      />
      <dl className="facts" data-testid="model-facts">
        <dt>Resolved model</dt>
        <dd className="mono" data-testid="resolved-model">
          {resolved || '(empty)'}
        </dd>
        <dt>Gemini 3 prompt variant</dt>
        <dd data-testid="model-gemini3">
          {gemini3 ? 'yes — Gemini 3 wording in mandates and guidelines' : 'no'}
        </dd>
        {isPreviewModel(model) && (
          <>
            <dt>Preview id</dt>
            <dd>the CLI does not register write_todos for {model}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** The model id field with the version's known ids offered as suggestions. */
function ModelField({
  models,
  hint,
  children,
}: {
  models: readonly { id: string; kind: keyof typeof KIND_LABEL }[];
  hint: string;
  /** Shown under the field (e.g. a warning about the typed id). */
  children?: ReactNode;
}) {
  const model = useConfig((c) => c.gemini.model);
  const patch = usePatchGemini();
  const listId = useId();
  return (
    <>
      <TextField
        label="Model"
        value={model}
        list={listId}
        mono
        testId="model-input"
        placeholder="model id or alias"
        onChange={(value) => patch({ model: value }, 'gemini.model')}
        hint={hint}
      />
      {children}
      <ModelApiIdWarning />
      <datalist id={listId}>
        {models.map((m) => (
          <option key={m.id} value={m.id} label={KIND_LABEL[m.kind]} />
        ))}
      </datalist>
    </>
  );
}
