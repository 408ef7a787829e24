import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['small', 'body', 'large'] as const;
export const textTones = ['default', 'muted', 'danger', 'success'] as const;

export interface TextProps {
  size?: (typeof textSizes)[number];
  tone?: (typeof textTones)[number];
  weight?: 'regular' | 'bold';
  /** `p` for a paragraph (default), `span` inside other text, `div` around blocks. */
  as?: 'p' | 'span' | 'div';
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Text({
  size = 'body',
  tone = 'default',
  weight = 'regular',
  as: Element = 'p',
  id,
  className,
  children,
}: TextProps) {
  return (
    <Element
      id={id}
      className={[styles.text, styles.size[size], styles.tone[tone], styles.weight[weight], className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Element>
  );
}
