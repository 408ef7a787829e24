import type { Tone } from '@mat/tokens';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../icons';
import { ToneIcon } from '../icons/ToneIcon';
import { toneBox, toneIcon } from '../styles/tone.css';
import * as styles from './Banner.css';
import { bannerMessages } from './Banner.messages';

export interface BannerProps {
  tone?: Tone;
  children: ReactNode;
  /** Shows a dismiss button; the caller decides whether the banner stays gone. */
  onDismiss?: () => void;
  className?: string;
}

/** A notice across the top of the page, such as a capacity notice. */
export function Banner({ tone = 'info', children, onDismiss, className }: BannerProps) {
  const intl = useIntl();
  return (
    <div data-tone={tone} className={[styles.banner, toneBox[tone], className].filter(Boolean).join(' ')}>
      <ToneIcon tone={tone} className={`${styles.icon} ${toneIcon[tone]}`} />
      <div className={styles.content}>{children}</div>
      {onDismiss && (
        <Button className={styles.dismiss} onPress={onDismiss} aria-label={intl.formatMessage(bannerMessages.dismiss)}>
          <CloseIcon />
        </Button>
      )}
    </div>
  );
}
