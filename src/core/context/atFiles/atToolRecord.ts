import type { FunctionCall, FunctionResponse } from '../../content';
import type { ReadManyFilesOutcome } from './readManyFiles';
import type { IgnoreFilteringOptions } from '../workspace/workspaceIgnore';

/**
 * The read_many_files call an `@` expansion runs. The CLI shows it as a tool group in the
 * conversation view; the model receives the injected parts of the user message instead.
 */
export interface AtToolCallRecord {
  functionCall: FunctionCall;
  functionResponse: FunctionResponse;
  /** A one-line summary for the conversation view (our wording). */
  display: string;
}

/** Builds the read_many_files call/response pair and its summary line. */
export function buildAtToolCallRecord(
  toolName: string,
  pathSpecs: readonly string[],
  filtering: IgnoreFilteringOptions,
  outcome: ReadManyFilesOutcome,
): AtToolCallRecord {
  const args = {
    include: [...pathSpecs],
    file_filtering_options: {
      respect_git_ignore: filtering.respectGitIgnore,
      respect_gemini_ignore: filtering.respectGeminiIgnore,
    },
  };
  const read = outcome.included.length;
  const skipped = outcome.skipped.length;
  return {
    functionCall: { name: toolName, args },
    functionResponse: { name: toolName, response: { output: outcome.llmContent.join('') } },
    display: `Read ${read} file${read === 1 ? '' : 's'}${skipped > 0 ? `, skipped ${skipped}` : ''}.`,
  };
}
