import { MonacoEditor } from '../monaco/MonacoEditor';

const WELCOME = `# Promptscope

A playground for the system prompts of coding agents.

- Switch sections, models, approval modes and sandboxes on the left.
- Read the exact prompt here.
- See what each section costs on the right.
`;

/** The read-only document the prompt pane shows until a prompt is rendered. */
export function WelcomeDocument() {
  return (
    <MonacoEditor value={WELCOME} readOnly ariaLabel="Welcome document" testId="welcome-editor" />
  );
}
