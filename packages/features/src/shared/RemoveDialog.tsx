import { AlertDialog } from '@mat/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useFailureNotice } from './useFailureNotice';

export interface RemoveDialogProps {
  isOpen: boolean;
  title: string;
  /** What removing it means: the dialog's message. */
  children: ReactNode;
  removeLabel: string;
  keepLabel: string;
  /** The call that removes it. When it fails, `failure` says so (a message id or the screen's own way) and the patient is kept where she was, as by "Keep it". */
  remove: () => Promise<unknown>;
  failure: Parameters<ReturnType<typeof useFailureNotice>>[1];
  /** Once removed: refresh what showed it, and leave. */
  onRemoved: () => void | Promise<void>;
  /** "Keep it", Escape or a click outside: the patient stays where she was. Never called once removed. */
  onKeep: () => void;
}

/**
 * Removing something the patient logged or made (a reading, a reminder, a pregnancy, a baby's
 * profile), asked first. The dialog closes when the patient leaves the removed thing, not before:
 * its closing must not take her back to what is gone.
 */
export function RemoveDialog({
  isOpen,
  title,
  children,
  removeLabel,
  keepLabel,
  remove,
  failure,
  onRemoved,
  onKeep,
}: RemoveDialogProps) {
  const fail = useFailureNotice();
  const [pending, setPending] = useState(false);
  const removed = useRef(false);

  async function confirm() {
    setPending(true);
    try {
      await remove();
      removed.current = true;
      await onRemoved();
    } catch (error) {
      fail(error, failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !removed.current && onKeep()}
      title={title}
      confirmLabel={removeLabel}
      cancelLabel={keepLabel}
      onConfirm={confirm}
      isPending={pending}
    >
      {children}
    </AlertDialog>
  );
}
