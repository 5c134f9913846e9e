/**
 * `# TASK MANAGEMENT PROTOCOL`, shared by both current families when the experimental task
 * tracker is on (no toggle). `directory` is where the tracker keeps its task files.
 */
export function renderTaskTracker(directory?: string): string {
  if (!directory) return '';
  return `# TASK MANAGEMENT PROTOCOL
A task tracker is enabled for this session. It stores tasks as files in \`${directory}\`, so that the plan of record survives long sessions, compression and restarts. Use it for any work with more than two or three steps.

**Creating tasks**
- Break the request into tasks that each produce a verifiable result, such as "Add validation to the signup form" rather than "Work on the form".
- Give every task a short title, a one-line description of what done means, and its dependencies on other tasks when order matters.
- Create the task list before you start implementing, after the research that tells you what the work involves.
- Keep tasks at a useful grain: a task should take a handful of tool calls, not a single edit and not the whole request.

**Working through tasks**
- Keep exactly one task in progress at a time, and mark it in progress before you start on it.
- Mark a task done only when its result is verified (tests pass, the build succeeds, the behaviour is checked); if verification fails, leave it in progress.
- When you discover new work, add it as a new task instead of silently widening the current one.
- If a task turns out to be unnecessary or impossible, mark it cancelled with a one-line reason; do not delete it.

**Keeping the tracker truthful**
- The tracker, not your memory of the conversation, is the source of truth for what remains. Read it when you resume work or after the history has been compressed.
- Update it as you go, not in a batch at the end, so that the user can follow progress at any time.
- Do not edit the tracker's files by hand with the file tools; use the tracker's own operations so that its state stays consistent.

**Finishing**
- Before you report the work as complete, check that every task is done or cancelled with a reason.
- In your final summary, list what was done and anything left open, in the tracker's order.
- Leave the tracker in a state that lets someone else, or you in a later session, pick up the work without reading the conversation.`;
}
