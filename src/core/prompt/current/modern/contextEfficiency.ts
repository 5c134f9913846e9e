import { GLOB_TOOL_NAME, GREP_TOOL_NAME, READ_FILE_TOOL_NAME } from '../../../toolNames';

/**
 * `## Context Efficiency:` of the modern Core Mandates: how to estimate what a tool call adds
 * to the context window, the rules that keep it small, and worked examples, each in the XML
 * block the modern family uses (`<estimating_context_usage>`, `<guidelines>`, `<examples>`).
 */
export function renderContextEfficiency(): string {
  return `## Context Efficiency:
Everything you read stays in the conversation and is paid for on every later turn. A session that fills its context window with file dumps and oversized command output becomes slower, more expensive and less accurate, and is eventually compressed, which loses detail. Treat the context window as a budget you are responsible for.

<estimating_context_usage>
- As a rule of thumb, one token is about four characters of English text or code; a 400-line source file is typically 3,000 to 5,000 tokens.
- Every tool result is kept in the history: a search that returns 300 matches costs far more than the answer you were looking for.
- Re-reading a file you already have in context costs its full size again. Rely on what you already read unless the file may have changed since.
- Command output counts in full. Builds, test runs and package installs can print thousands of lines, most of them noise.
</estimating_context_usage>

<guidelines>
- Search before you read. Use \`${GREP_TOOL_NAME}\` and \`${GLOB_TOOL_NAME}\` to find the files and the lines that matter, then read only those.
- Read large files in ranges. With \`${READ_FILE_TOOL_NAME}\`, pass an offset and a limit around the lines a search pointed you to instead of loading the whole file.
- Keep searches narrow: restrict them to the relevant directory or file type, and prefer a precise pattern to a broad one that returns hundreds of hits.
- Keep shell output short: use quiet flags, limit the output (for example with \`head\`, \`tail\` or a filter), or redirect it to a file and look only at the part you need.
- Issue independent searches and reads in parallel, in one turn, rather than one after the other.
- Do not paste back into your reply what a tool has just shown; refer to it.
- Prefer tools that return structure to tools that return bulk: list a directory or glob for names before reading contents, and search for a symbol before opening the files that might define it.
- Summarise as you go. When you have finished investigating an area, state the few facts you will need later in a sentence or two, so that you do not have to read the same files again.
- Spend context where it pays off: it is better to read the one function you will change in full than to skim ten files you will not touch.
</guidelines>

<examples>
- Task: fix a failing assertion in a large test file. Search for the test's name, then read about forty lines around the match, not the whole file.
- Task: find every caller of a function. Search for the function's name limited to source files; read only the call sites you need to change.
- Task: check that a build passes. Run it with its quiet or summary option, or keep only the last lines of its output; read more only if it fails.
- Task: rename a configuration key. Search for the key across the repository to get the exact list of places, then edit each one; do not read every configuration file in full first.
- Task: investigate a crash from a long log. Search the log for the error message or the first stack frame and read the lines around it instead of reading the log from the top.
- Task: understand an unfamiliar module. List its directory, read its entry point and the public interface first, and open the rest only as questions come up.
</examples>`;
}
