import { useConfig } from '../../store/configStore';
import { CheckField } from '../../components/fields/CheckField';
import { ControlHint, useNotApplicable } from './NotApplicable';
import { usePatchGemini } from './useGeminiEdits';

/** The switches the current CLI's `resolveModel` reads besides the model id. */
export function ModelAccessControls() {
  const hasPreviewAccess = useConfig((c) => c.gemini.hasPreviewAccess);
  const gemini31Launched = useConfig((c) => c.gemini.gemini31Launched);
  const gemini35FlashGA = useConfig((c) => c.gemini.gemini35FlashGA);
  const patch = usePatchGemini();
  const inactive = {
    hasPreviewAccess: useNotApplicable('hasPreviewAccess') !== null,
    gemini31Launched: useNotApplicable('gemini31Launched') !== null,
    gemini35FlashGA: useNotApplicable('gemini35FlashGA') !== null,
  };
  return (
    <>
      <CheckField
        label="Preview model access"
        checked={hasPreviewAccess}
        testId="preview-access"
        onChange={(checked) => patch({ hasPreviewAccess: checked })}
        inactive={inactive.hasPreviewAccess}
        hint={
          <ControlHint
            id="hasPreviewAccess"
            hint="Off: auto and pro fall back to gemini-2.5-pro, flash to gemini-2.5-flash (legacy prompt)."
          />
        }
      />
      <CheckField
        label="Gemini 3.1 launched"
        checked={gemini31Launched}
        testId="gemini31-launched"
        onChange={(checked) => patch({ gemini31Launched: checked })}
        inactive={inactive.gemini31Launched}
        hint={
          <ControlHint
            id="gemini31Launched"
            hint="auto and pro resolve to gemini-3.1-pro-preview instead of gemini-3-pro-preview."
          />
        }
      />
      <CheckField
        label="Gemini 3.5 Flash GA access"
        checked={gemini35FlashGA}
        testId="gemini35-flash-ga"
        onChange={(checked) => patch({ gemini35FlashGA: checked })}
        inactive={inactive.gemini35FlashGA}
        hint={
          <ControlHint
            id="gemini35FlashGA"
            hint="The flash model constants become gemini-3.5-flash."
          />
        }
      />
    </>
  );
}
