import { describe, expect, it } from 'vitest';
import { renderFinalReminder } from './finalReminder';

describe('renderFinalReminder', () => {
  it('renders nothing without options', () => {
    expect(renderFinalReminder()).toBe('');
  });

  describe.each([{ readFileToolName: 'read_file' }, { readFileToolName: 'custom_reader' }])(
    'readFileToolName=$readFileToolName',
    (options) => {
      it('names the read-file tool under the Final Reminder heading', () => {
        const text = renderFinalReminder(options);
        expect(text.startsWith('# Final Reminder\n')).toBe(true);
        expect(text).toContain(`\`${options.readFileToolName}\``);
      });
    },
  );
});
