import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons';
import * as overlay from '../styles/overlay.css';
import { useThemeClass } from '../UiProvider/ThemeContext';
import * as styles from './Dialog.css';
import { dialogMessages } from './Dialog.messages';

export { DialogTrigger };

export interface DialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; given `close` to end the dialog. */
  actions?: (close: () => void) => ReactNode;
  /** Clicking outside closes it (default true). Turn off where input could be lost. */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations: see AlertDialog. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close button (an alert dialog asks for an explicit choice). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes it, focus returns to the trigger.
 * Use it inside `<DialogTrigger>` after a `Button`, or control it with `isOpen`.
 * It is a sheet on phones and a centred card on larger screens.
 */
export function Dialog({
  title,
  children,
  actions,
  isDismissable = true,
  role = 'dialog',
  hideCloseButton,
  ...overlayProps
}: DialogProps) {
  const intl = useIntl();
  const themeClass = useThemeClass();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={`${themeClass} ${overlay.underlay}`}>
      <Modal className={overlay.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <AriaButton
                    slot="close"
                    className={styles.close}
                    aria-label={intl.formatMessage(dialogMessages.close)}
                  >
                    <CloseIcon />
                  </AriaButton>
                )}
              </div>
              {typeof children === 'function' ? children(close) : children}
              {actions && <div className={styles.actions}>{actions(close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
