import { MonacoEditor } from '../../../monaco/MonacoEditor';
import { SpanOutline } from '../../../lib/SpanOutline';
import { useTargetSpanEditor } from '../../../components/spans/useTargetSpanEditor';
import { asimiPartTitle } from './asimiLabels';
import { AsimiExportButtons } from './AsimiExportButtons';
import { useAsimiRender } from '../../../prompt/useAsimiRender';

const EDITOR_OPTIONS = { lineNumbers: 'off', folding: false, glyphMargin: false } as const;

/** The Asimi CLI's system prompt, or the error that stops it, with its outline and exports. */
export function AsimiPreview() {
  const rendered = useAsimiRender();
  const { onReady, reveal } = useTargetSpanEditor(rendered.sections);
  return (
    <div className="target-preview" data-testid="asimi-preview">
      <div className="target-preview-head">
        <p className="target-preview-source">
          Asimi CLI ·{' '}
          {rendered.basePromptSource === 'builtin' ? (
            'built-in base prompt'
          ) : (
            <>
              base prompt from <code>{rendered.basePromptPath}</code>
            </>
          )}
        </p>
        <AsimiExportButtons rendered={rendered} />
      </div>
      {rendered.warnings.map((warning) => (
        <p key={warning} className="notice notice-warning target-notice">
          {warning}
        </p>
      ))}
      {rendered.error ? (
        <div className="notice notice-error target-error" role="alert" data-testid="asimi-error">
          <div>
            <strong>The Asimi CLI would not start with this configuration.</strong>
            <p>
              Error: <code>{rendered.error}</code>
            </p>
            <p>
              Create the file (Controls → Base prompt), point <code>ASIMI_SYSTEM_MD</code> at an
              existing file, or switch back to the built-in prompt.
            </p>
          </div>
        </div>
      ) : (
        <SpanOutline
          label="Asimi prompt parts"
          className="target-outline"
          spans={rendered.sections}
          titleOf={asimiPartTitle}
          onReveal={reveal}
        />
      )}
      <div className="target-prompt-editor" hidden={rendered.error !== null}>
        <MonacoEditor
          value={rendered.text}
          readOnly
          ariaLabel="Asimi system prompt preview"
          testId="asimi-prompt-editor"
          onReady={onReady}
          options={EDITOR_OPTIONS}
        />
      </div>
    </div>
  );
}
