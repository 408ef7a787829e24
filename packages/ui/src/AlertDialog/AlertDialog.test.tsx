import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { AlertDialog } from './AlertDialog';

describe('AlertDialog', () => {
  it('confirms, then closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithUi(
      <AlertDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Remove this reading?"
        confirmLabel="Remove"
        onConfirm={onConfirm}
      >
        It will be removed from your history.
      </AlertDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Remove this reading?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('cancels without confirming, with the caller’s words', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithUi(
      <AlertDialog
        isOpen
        onOpenChange={onOpenChange}
        title="Discard changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onConfirm}
      >
        What you typed will be lost.
      </AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
