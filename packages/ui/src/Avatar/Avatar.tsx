import { useState } from 'react';
import * as styles from './Avatar.css';
import { initials } from './initials';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export interface AvatarProps {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string;
  src?: string;
  size?: (typeof avatarSizes)[number];
  /** Beside a visible name, the avatar is decoration and is hidden from screen readers. */
  isDecorative?: boolean;
}

/** A person's picture, falling back to their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'medium', isDecorative }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} className={`${styles.avatar} ${styles.size[size]}`}>
      {src && !failed ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailed(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
