import type { AsimiRenderResult } from '../../../../core';
import { CopyButton } from '../../../lib/CopyButton';
import { downloadText, fileNameOf } from '../../../lib/download';

/** Downloads of the Asimi prompt, and of the file `ASIMI_WRITE_SYSTEM_MD` would write. */
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
          title={`${write.variable} would write the base prompt to ${write.path}`}
          onClick={() =>
            downloadText(fileNameOf(write.path, 'system.md'), write.content, 'text/markdown')
          }
        >
          Download {fileNameOf(write.path, 'system.md')} ({write.variable})
        </button>
      )}
    </div>
  );
}
