import type { PromptPlatform } from '../../../core';
import { useConfig } from '../../store/configStore';
import { SelectField } from '../../components/fields/SelectField';
import { usePatchGemini } from './useGeminiEdits';
import { usePromptFamily } from './usePromptFamily';

const PLATFORMS: readonly { value: PromptPlatform; label: string }[] = [
  { value: 'linux', label: 'Linux (linux)' },
  { value: 'darwin', label: 'macOS (darwin)' },
  { value: 'win32', label: 'Windows (win32)' },
];

/** The platform, shared by the prompt's shell guidance and the first message. */
export function PlatformSelect() {
  const platform = useConfig((c) => c.gemini.platform);
  const patch = usePatchGemini();
  const { family } = usePromptFamily();
  return (
    <SelectField
      label="Platform"
      value={platform}
      options={PLATFORMS}
      testId="platform"
      onChange={(value) => patch({ platform: value })}
      hint={
        family === 'modern' ? (
          <span data-testid="platform-not-applied">
            <span className="status-pill pill-ignored">prompt: doesn’t apply here</span> The modern
            prompt in force does not name the platform; only the first message uses it.
          </span>
        ) : (
          'Used by both the system prompt and the first message.'
        )
      }
    />
  );
}
