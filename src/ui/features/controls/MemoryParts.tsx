import type { PlaygroundMemoryParts } from '../../../core';
import { useConfig } from '../../store/configStore';
import { SelectField } from '../../components/fields/SelectField';
import { TextField } from '../../components/fields/TextField';
import { usePatchGemini } from './useGeminiEdits';

const FORMS = [
  { value: 'text', label: 'One text (global memory)' },
  { value: 'parts', label: 'Global / project / extension / private project' },
] as const;

const PARTS: readonly { key: keyof PlaygroundMemoryParts; label: string; where: string }[] = [
  { key: 'global', label: 'Global (~/.gemini/GEMINI.md)', where: 'system prompt' },
  { key: 'userProjectMemory', label: 'Private project memory (MEMORY.md)', where: 'system prompt' },
  { key: 'project', label: 'Project GEMINI.md', where: 'first message' },
  { key: 'extension', label: 'Extensions', where: 'first message' },
];

/**
 * The current CLI's memory: one text, or the hierarchical parts. Global and private project
 * memory go to the system prompt (Tier 1); project and extension memory to the first
 * message's `<loaded_context>` (Tier 2).
 */
export function MemoryParts() {
  const form = useConfig((c) => c.gemini.memoryForm);
  const parts = useConfig((c) => c.gemini.memoryParts);
  const discovered = useConfig((c) => c.gemini.memorySource === 'discovered');
  const userMemory = useConfig((c) => c.gemini.userMemory);
  const patch = usePatchGemini();
  // The one text is global memory: moving to parts carries it to an empty global part, so
  // the memory the user typed stays in the prompt (it also stays as the text, for going back).
  const changeForm = (value: (typeof FORMS)[number]['value']) =>
    patch(
      value === 'parts' && parts.global === '' && userMemory !== ''
        ? { memoryForm: value, memoryParts: { ...parts, global: userMemory } }
        : { memoryForm: value },
    );
  return (
    <div className="memory-parts" data-testid="memory-parts">
      <SelectField
        label="Memory form"
        value={form}
        options={FORMS}
        testId="memory-form"
        onChange={changeForm}
        hint={
          discovered
            ? 'Memory comes from the discovered GEMINI.md files: global ones to the prompt, project ones to the first message.'
            : 'Text becomes a Contextual Instructions block; parts become tagged blocks by tier.'
        }
      />
      {form === 'parts' &&
        PARTS.map((part) => (
          <TextField
            key={part.key}
            label={`${part.label} → ${part.where}`}
            value={parts[part.key]}
            multiline
            rows={3}
            testId={`memory-part-${part.key}`}
            onChange={(value) =>
              patch(
                { memoryParts: { ...parts, [part.key]: value } },
                `gemini.memoryParts.${part.key}`,
              )
            }
          />
        ))}
    </div>
  );
}
