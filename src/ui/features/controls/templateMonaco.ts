/** Monaco glue for the custom-template editor: placeholder completion and markers. */
import type * as MonacoNs from 'monaco-editor/editor';
import { findTemplatePlaceholders, TEMPLATE_VARIABLES } from '../../../core';
import type { MonacoInstance } from '../../monaco/MonacoEditor';
import type { Monaco } from '../../monaco/loadMonaco';

/** Owner id of the markers this editor sets. */
export const TEMPLATE_MARKER_OWNER = 'promptscope-template';

/**
 * Offers `${AgentSkills}`, `${SubAgents}`, `${AvailableTools}` and `${<tool>_ToolName}` while
 * typing `$` or `${`, only in this editor's model. Returns the disposer.
 */
export function registerTemplateCompletion(
  monaco: Monaco,
  editor: MonacoInstance,
  getTools: () => readonly string[],
): () => void {
  const uri = editor.getModel()?.uri.toString();
  const provider = monaco.languages.registerCompletionItemProvider('markdown', {
    triggerCharacters: ['$', '{'],
    provideCompletionItems(model, position) {
      if (model.uri.toString() !== uri) return { suggestions: [] };
      const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      const typed = /\$\{?[A-Za-z0-9_]*$/.exec(before)?.[0] ?? '';
      // Swallow a brace Monaco closed automatically after the cursor.
      const after = model.getLineContent(position.lineNumber).charAt(position.column - 1);
      const range = {
        startLineNumber: position.lineNumber,
        startColumn: position.column - typed.length,
        endLineNumber: position.lineNumber,
        endColumn: position.column + (typed.startsWith('${') && after === '}' ? 1 : 0),
      };
      const suggestions = TEMPLATE_VARIABLES(getTools()).map((v, i) => ({
        label: v.placeholder,
        kind: monaco.languages.CompletionItemKind.Variable,
        detail: v.description,
        insertText: v.placeholder,
        filterText: v.placeholder,
        sortText: String(i).padStart(4, '0'),
        range,
      }));
      return { suggestions };
    },
  });
  return () => provider.dispose();
}

/** Warning markers on every `${…}` the CLI would leave as literal text. */
export function setPlaceholderMarkers(
  monaco: Monaco,
  model: MonacoNs.editor.ITextModel,
  tools: readonly string[],
): number {
  const unresolved = findTemplatePlaceholders(model.getValue(), { tools }).filter(
    (p) => !p.resolved,
  );
  const markers = unresolved.map((p) => {
    const start = model.getPositionAt(p.start);
    const end = model.getPositionAt(p.end);
    const fix = p.suggestion ? ` Did you mean ${p.suggestion}?` : '';
    return {
      severity: monaco.MarkerSeverity.Warning,
      message: `\${${p.name}} is not substituted by the CLI and stays as literal text.${fix}`,
      startLineNumber: start.lineNumber,
      startColumn: start.column,
      endLineNumber: end.lineNumber,
      endColumn: end.column,
    };
  });
  monaco.editor.setModelMarkers(model, TEMPLATE_MARKER_OWNER, markers);
  return markers.length;
}
