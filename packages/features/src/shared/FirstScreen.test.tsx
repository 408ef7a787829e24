import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMat } from '../test/renderWithMat';
import { FirstScreen, useFirstScreenPart } from './FirstScreen';

function Part({ pending, text }: { pending: boolean; text: string }) {
  useFirstScreenPart(pending);
  return <p>{text}</p>;
}

const noFetch = () => Promise.reject(new Error('no call is expected'));

type Parts = { week: boolean | 'gone'; monitors: boolean };

/** Today-like parts whose waiting the test moves on with `set`. */
function render(first: Parts) {
  let set: (parts: Parts) => void = () => {};
  function Harness() {
    const [parts, setParts] = useState(first);
    set = setParts;
    return (
      <FirstScreen>
        {parts.week !== 'gone' && <Part pending={parts.week} text="Week 30" />}
        <Part pending={parts.monitors} text="Your monitors" />
      </FirstScreen>
    );
  }
  renderWithMat(<Harness />, { fetch: noFetch });
  return { rerender: (parts: Parts) => act(() => set(parts)) };
}

const shown = (text: string) =>
  screen.queryByText(text) !== null && screen.getByText(text).closest('[hidden]') === null;

describe('FirstScreen', () => {
  it('shows a busy skeleton until every part has what it shows, then every part at once', () => {
    const { rerender } = render({ week: true, monitors: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect([shown('Week 30'), shown('Your monitors')]).toEqual([false, false]);

    rerender({ week: true, monitors: false });
    expect([shown('Week 30'), shown('Your monitors')]).toEqual([false, false]);

    rerender({ week: false, monitors: false });
    expect([shown('Week 30'), shown('Your monitors')]).toEqual([true, true]);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('stays shown when a part asks again later', () => {
    const { rerender } = render({ week: false, monitors: false });
    rerender({ week: true, monitors: false });
    expect([shown('Week 30'), shown('Your monitors')]).toEqual([true, true]);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows parts whose data is already there without a skeleton', () => {
    render({ week: false, monitors: false });
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(shown('Week 30')).toBe(true);
  });

  it('forgets a part that is no longer there', () => {
    const { rerender } = render({ week: true, monitors: false });
    rerender({ week: 'gone', monitors: false });
    expect(shown('Your monitors')).toBe(true);
  });
});
