/** The import of a real system prompt: composed by the shell around the prompt pane. */
export { ImportBar } from './ImportBar';
export { ImportDropZone } from './ImportDropZone';
export { useImportedPrompt } from './useImportedPrompt';
