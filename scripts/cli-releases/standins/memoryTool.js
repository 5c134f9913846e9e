// Stand-in for the release's tools/memoryTool.js: the prompt snippets read only this name from
// it. The value must equal the release's own (checked by scripts/cli-releases/bundle.ts).
export const DEFAULT_CONTEXT_FILENAME = 'GEMINI.md';
