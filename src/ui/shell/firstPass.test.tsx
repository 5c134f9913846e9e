/** The app's first frame: the first render of a page gets false, then true; later mounts true. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterFirstPass } from './firstPass';

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useAfterFirstPass());
  return null;
}

afterEach(cleanup);

describe('useAfterFirstPass', () => {
  it('renders false first, then true on its own; a later mount gets true at once', async () => {
    const first: boolean[] = [];
    await act(async () => {
      render(<Probe seen={first} />);
    });
    expect(first[0]).toBe(false);
    expect(first.at(-1)).toBe(true);
    cleanup();

    const later: boolean[] = [];
    await act(async () => {
      render(<Probe seen={later} />);
    });
    expect(later.every(Boolean)).toBe(true);
  });
});
