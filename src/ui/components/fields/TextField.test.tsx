import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField and control characters', () => {
  // An input hides line breaks and separators: the field shows them, escaped, beside it.
  it('shows a stored value’s hidden characters beside the field, escaped', () => {
    render(<TextField label="Path" value={'/home/me\u2028touch /tmp/x'} onChange={() => {}} />);
    const input = screen.getByLabelText('Path');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const marker = screen.getByTestId('field-control-characters');
    expect(marker.textContent).toBe(
      'The value holds a control character (U+2028 at 9) that the field cannot show: /home/me\\u{2028}touch /tmp/x. ',
    );
    expect(input.getAttribute('aria-describedby')).toBe(marker.parentElement?.id);
  });

  it('keeps a typed or pasted control character as a draft, never stored', () => {
    const onChange = vi.fn();
    render(<TextField label="Model" value="gemini-2.5-pro" onChange={onChange} />);
    const input = screen.getByLabelText('Model');
    fireEvent.change(input, { target: { value: 'gemini\t-2.5-pro' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/This field takes one line of plain text/).textContent).toContain(
      'U+0009 at 7',
    );
    fireEvent.change(input, { target: { value: 'gemini-2.5-flash' } });
    expect(onChange).toHaveBeenCalledWith('gemini-2.5-flash');
    expect(screen.queryByText(/This field takes one line/)).toBeNull();
  });

  it('leaves a multi-line field’s line breaks alone', () => {
    const onChange = vi.fn();
    render(<TextField label="Notes" value="a" multiline onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'a\nb\tc' } });
    expect(onChange).toHaveBeenCalledWith('a\nb\tc');
    expect(screen.queryByTestId('field-control-characters')).toBeNull();
  });
});
