import { Link } from '@mat/ui';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

type Tag = (chunks: ReactNode[]) => ReactNode;

/**
 * A message with tags in it (`<terms>Terms of Use</terms>`), each tag rendered by a function.
 * Typed message descriptors do not accept tag functions, so these go through the untyped form.
 */
export function richText(
  intl: IntlShape,
  message: { id: string; defaultMessage?: string },
  tags: Record<string, Tag>,
): ReactNode {
  return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, tags);
}

/** A tag rendered as a link that opens in a new tab, so a form being filled is not lost. */
export const linkTag =
  (href: string): Tag =>
  (chunks) => (
    <Link href={href} target="_blank">
      {chunks}
    </Link>
  );
