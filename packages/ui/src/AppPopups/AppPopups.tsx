import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Text } from '../Text';
import { appPopupMessages as m } from './AppPopups.messages';

export interface OfflinePopupProps {
  isOpen: boolean;
  /** Check the connection again. */
  onRetry: () => void;
  /** Close it and go on without a connection, where the app still works offline. */
  onContinueOffline?: () => void;
  /** What still works offline, below the body. */
  children?: ReactNode;
}

/** Mobile build: shown while the device is offline. */
export function OfflinePopup({ isOpen, onRetry, onContinueOffline, children }: OfflinePopupProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      isDismissable={false}
      hideCloseButton
      role="alertdialog"
      title={intl.formatMessage(m.offlineTitle)}
      actions={() => (
        <>
          {onContinueOffline && (
            <Button variant="secondary" onPress={onContinueOffline}>
              {intl.formatMessage(m.offlineContinue)}
            </Button>
          )}
          <Button onPress={onRetry} autoFocus>
            {intl.formatMessage(m.offlineRetry)}
          </Button>
        </>
      )}
    >
      <Text>{intl.formatMessage(m.offlineBody)}</Text>
      {children}
    </Dialog>
  );
}

export interface NeedsRefreshPopupProps {
  isOpen: boolean;
  onRefresh: () => void;
}

/** Mobile build: a newer bundle is installed and needs a reload. */
export function NeedsRefreshPopup({ isOpen, onRefresh }: NeedsRefreshPopupProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      isDismissable={false}
      hideCloseButton
      role="alertdialog"
      title={intl.formatMessage(m.refreshTitle)}
      actions={() => (
        <Button onPress={onRefresh} autoFocus>
          {intl.formatMessage(m.refreshAction)}
        </Button>
      )}
    >
      <Text>{intl.formatMessage(m.refreshBody)}</Text>
    </Dialog>
  );
}
