import {
  Button,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons';
import * as styles from './Toast.css';
import { toastMessages } from './Toast.messages';
import type { ToastContent } from './toastQueue';

export function ToastRegion({ queue }: { queue: ToastQueue<ToastContent> }) {
  const intl = useIntl();
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label={intl.formatMessage(toastMessages.region)}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`${styles.toast} ${styles.tone[toast.content.tone]}`}
          data-tone={toast.content.tone}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </AriaToastContent>
          <Button slot="close" className={styles.close} aria-label={intl.formatMessage(toastMessages.close)}>
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
