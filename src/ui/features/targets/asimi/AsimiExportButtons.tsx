import { showControlCharacters, type AsimiRenderResult } from '../../../../core';
import { CopyButton } from '../../../lib/CopyButton';
import { downloadName, downloadText } from '../../../lib/download';

/**
 * Downloads of the Asimi prompt, and of the file `ASIMI_WRITE_SYSTEM_MD` would write. That
 * path comes from the configuration (a link can set it): the download gets a name the app
 * chooses (`downloadName`), never the path's file name.
 */
export function AsimiExportButtons({ rendered }: { rendered: AsimiRenderResult }) {
  const write = rendered.writeTarget;
  return (
    <div className="target-actions">
      {rendered.error === null && <CopyButton text={rendered.text} what="Asimi prompt" />}
      <button
        type="button"
        className="btn"
        disabled={rendered.error !== null}
        onClick={() => downloadText('asimi-system-prompt.md', rendered.text, 'text/markdown')}
      >
        Download prompt
      </button>
      {write && (
        <button
          type="button"
          className="btn btn-primary"
          data-testid="asimi-write-download"
          title={`${write.variable} would write the base prompt to ${showControlCharacters(write.path)}`}
          onClick={() =>
            downloadText(downloadName('asimi-write', 'md'), write.content, 'text/markdown')
          }
        >
          Download the file {write.variable} writes (.md)
        </button>
      )}
    </div>
  );
}
