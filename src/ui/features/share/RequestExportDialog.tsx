import { useMemo } from 'react';
import { buildGeminiRequestExport } from '../../../core';
import { systemPromptOf } from '../../components/configPrompt';
import { useConfig } from '../../store/configStore';
import { useFirstMessage } from '../../prompt/useFirstMessage';
import { CopyField } from './CopyField';
import { Modal } from '../../lib/Modal';
import { DoneActions } from './DoneActions';

/** The `generateContent` body the CLI would start a chat with, as JSON to copy. */
export function RequestExportDialog({ onClose }: { onClose: () => void }) {
  const config = useConfig((c) => c);
  const firstMessage = useFirstMessage();
  const exported = useMemo(() => {
    try {
      // The system prompt as the preview shows it (the release's own text).
      return buildGeminiRequestExport(config, firstMessage.text, systemPromptOf(config));
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error), json: '', model: '' };
    }
  }, [config, firstMessage.text]);
  const problem = exported.error ?? firstMessage.error;

  return (
    <Modal title="Gemini API request" onClose={onClose} testId="request-export-dialog">
      <p className="share-hint">
        The body of the first <code>generateContent</code> call to{' '}
        <code>{exported.model || config.gemini.model}</code>: the system prompt as{' '}
        <code>systemInstruction</code>, the registered tools&apos; declarations as{' '}
        <code>tools</code>, the environment context as the first user message, and the CLI&apos;s
        default <code>generationConfig</code> for this model. It holds no API key.
      </p>
      {problem !== null && (
        <p className="share-copy-error" role="alert">
          The CLI would not get this far: {problem}
        </p>
      )}
      {exported.json !== '' && (
        <CopyField label="Request JSON" text={exported.json} what="request JSON" multiline />
      )}
      <DoneActions onClose={onClose} />
    </Modal>
  );
}
