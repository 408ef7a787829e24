import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Text } from '../Text';
import { alertDialogMessages } from './AlertDialog.messages';

export interface AlertDialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  title: ReactNode;
  children: ReactNode;
  /** The action's name, e.g. "Remove" or "Discard changes". */
  confirmLabel: string;
  /** Default "Cancel"; e.g. "Keep editing". */
  cancelLabel?: string;
  /** `danger` for removals and discards. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void | Promise<void>;
  isPending?: boolean;
}

/**
 * Asks before something that cannot be undone. Focus starts on the safe choice (cancel), and
 * clicking outside does not close it: the person answers one way or the other.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  isPending,
  ...overlayProps
}: AlertDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      {...overlayProps}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      title={title}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} autoFocus>
            {cancelLabel ?? intl.formatMessage(alertDialogMessages.cancel)}
          </Button>
          <Button
            variant={tone}
            isPending={isPending}
            onPress={async () => {
              await onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </Dialog>
  );
}
