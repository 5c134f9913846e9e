import { useAsimiRender } from '../../prompt/useAsimiRender';
import { downloadName, downloadText } from '../../lib/download';

/**
 * Menu item: the file ASIMI_WRITE_SYSTEM_MD would write (shown only for the Asimi target). The
 * path comes from the configuration (a link can set it), so neither the download nor the menu
 * uses its file name: the download is named by the app (`downloadName`).
 */
export function AsimiWriteItem({ onDone }: { onDone: () => void }) {
  const write = useAsimiRender().writeTarget;
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        disabled={write === null}
        title={
          write
            ? `The base prompt ${write.variable} would write, saved under a name Promptscope chooses`
            : 'Set ASIMI_WRITE_SYSTEM_MD in the Asimi controls to export the file it writes'
        }
        onClick={() => {
          if (!write) return;
          downloadText(downloadName('asimi-write', 'md'), write.content, 'text/markdown');
          onDone();
        }}
      >
        {write
          ? `Download the file ${write.variable} writes (.md)`
          : 'ASIMI_WRITE_SYSTEM_MD is not set'}
      </button>
    </li>
  );
}
