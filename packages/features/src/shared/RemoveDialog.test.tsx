import { ApiError } from '@mat/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithMat } from '../test/renderWithMat';
import { RemoveDialog } from './RemoveDialog';

/** A screen that shows a reading until it is removed, as the readings' screens do. */
function Reading({ remove, onKeep }: { remove: () => Promise<unknown>; onKeep: () => void }) {
  const [gone, setGone] = useState(false);
  if (gone) return <p>Back on the monitor</p>;
  return (
    <RemoveDialog
      isOpen
      title="Remove this reading?"
      removeLabel="Remove"
      keepLabel="Keep it"
      remove={remove}
      failure="errors.readingRemoveFailed"
      onRemoved={() => setGone(true)}
      onKeep={onKeep}
    >
      It will be gone from your monitor.
    </RemoveDialog>
  );
}

const show = (remove: () => Promise<unknown>, onKeep = vi.fn()) => {
  renderWithMat(<Reading remove={remove} onKeep={onKeep} />, { fetch: fakeApi({}).fetch });
  return onKeep;
};

describe('RemoveDialog', () => {
  it('removes, then leaves what is gone without "keeping" it', async () => {
    const remove = vi.fn(async () => undefined);
    const onKeep = show(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Back on the monitor')).toBeTruthy();
    expect(remove).toHaveBeenCalledOnce();
    expect(onKeep).not.toHaveBeenCalled();
  });

  it('keeps it when the patient says so, removing nothing', () => {
    const remove = vi.fn(async () => undefined);
    const onKeep = show(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onKeep).toHaveBeenCalledOnce();
    expect(remove).not.toHaveBeenCalled();
  });

  it('says the removal failed and keeps the patient where she was', async () => {
    const onKeep = show(async () => {
      throw new ApiError(new Response(null, { status: 500 }), {
        code: 'errors.generic',
        message: 'Something went wrong',
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText("Can't remove this reading")).toBeTruthy();
    await waitFor(() => expect(onKeep).toHaveBeenCalledOnce());
    expect(screen.queryByText('Back on the monitor')).toBeNull();
  });
});
