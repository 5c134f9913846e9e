import { useConfig } from '../../../store/configStore';
import { TextField } from '../../../components/fields/TextField';
import { usePatchAsimi } from './useAsimiEdits';

/** Asimi's user memory, appended after a `---` separator when not blank. */
export function AsimiMemoryEditor() {
  const memory = useConfig((c) => c.asimi.userMemory);
  const patch = usePatchAsimi();
  return (
    <TextField
      label="User memory"
      multiline
      rows={5}
      value={memory}
      testId="asimi-memory"
      onChange={(userMemory) => patch({ userMemory }, 'asimi.userMemory')}
      hint={
        memory.trim() === ''
          ? 'Blank after trimming: nothing is appended.'
          : 'Appended last, after a --- separator.'
      }
    />
  );
}
