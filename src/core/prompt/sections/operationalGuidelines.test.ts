import { describe, expect, it } from 'vitest';
import { renderOperationalGuidelines } from './operationalGuidelines';

const platforms = ['linux', 'darwin', 'win32'] as const;
const flags = [true, false].flatMap((interactive) =>
  [true, false].flatMap((isGemini3) =>
    [true, false].flatMap((enableShellEfficiency) =>
      platforms.map((platform) => ({ interactive, isGemini3, enableShellEfficiency, platform })),
    ),
  ),
);

describe('renderOperationalGuidelines', () => {
  it('renders nothing without options', () => {
    expect(renderOperationalGuidelines()).toBe('');
  });

  describe.each(flags)(
    'interactive=$interactive gemini3=$isGemini3 efficiency=$enableShellEfficiency $platform',
    (options) => {
      const text = renderOperationalGuidelines(options);

      it('emits the headings in order, the efficiency one only when enabled', () => {
        const headings = text.split('\n').filter((line) => line.startsWith('#'));
        expect(headings).toEqual([
          '# Operational Guidelines',
          ...(options.enableShellEfficiency ? ['## Shell tool output token efficiency:'] : []),
          '## Tone and Style (CLI Interaction)',
          '## Security and Safety Rules',
          '## Tool Usage',
          '## Interaction Details',
        ]);
      });

      it('uses the platform-specific inspect example', () => {
        const windows = options.enableShellEfficiency && options.platform === 'win32';
        const posix = options.enableShellEfficiency && options.platform !== 'win32';
        expect(text.includes('Get-Content')).toBe(windows);
        expect(text.includes('tail -n 20')).toBe(posix);
      });

      it('switches the No Chitchat variant on isGemini3', () => {
        const chitchat = text.split('\n').find((line) => line.includes('**No Chitchat:**')) ?? '';
        // Only the Gemini 3 variant carves out an exception for stating intent.
        expect(chitchat.includes('unless you are stating what you intend')).toBe(options.isGemini3);
      });

      it('switches background / interactive-command bullets and the memory suffix', () => {
        expect(text.includes('If you are unsure, ask the user.')).toBe(options.interactive);
        expect(text.includes('nobody can answer a prompt')).toBe(!options.interactive);
        const memory = text.split('\n').find((line) => line.includes('`save_memory`')) ?? '';
        expect(memory.includes('would like it remembered')).toBe(options.interactive);
      });
    },
  );
});
