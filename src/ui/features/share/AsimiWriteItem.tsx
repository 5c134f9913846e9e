import { useAsimiRender } from '../../prompt/useAsimiRender';
import { downloadText, fileNameOf } from '../../lib/download';

/** Menu item: the file ASIMI_WRITE_SYSTEM_MD would write (shown only for the Asimi target). */
export function AsimiWriteItem({ onDone }: { onDone: () => void }) {
  const write = useAsimiRender().writeTarget;
  const name = write ? fileNameOf(write.path, 'system.md') : null;
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        disabled={write === null}
        title={
          write
            ? `${write.variable} would write the base prompt to ${write.path}`
            : 'Set ASIMI_WRITE_SYSTEM_MD in the Asimi controls to export the file it writes'
        }
        onClick={() => {
          if (!write) return;
          downloadText(name ?? 'system.md', write.content, 'text/markdown');
          onDone();
        }}
      >
        {write ? `Download ${name} (${write.variable})` : 'ASIMI_WRITE_SYSTEM_MD is not set'}
      </button>
    </li>
  );
}
