import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaudeCliFlags } from './ClaudeCliFlags';

afterEach(cleanup);

describe('ClaudeCliFlags', () => {
  // The command is copied into a shell: each flag stays one word, on one line.
  it('quotes each flag as one word and keeps the command on one line', () => {
    render(
      <ClaudeCliFlags
        flags={['--cwd', "/home/me/a b'; touch /tmp/x\n#", '--model', 'claude-sonnet-4-5']}
      />,
    );
    expect(screen.getByTestId('claude-cli-flags').textContent).toBe(
      `claude --cwd '/home/me/a b'\\''; touch /tmp/x\\n#' --model claude-sonnet-4-5`,
    );
  });
});
