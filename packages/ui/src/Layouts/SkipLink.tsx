import { useIntl } from 'react-intl';
import * as styles from './Layouts.css';
import { layoutMessages } from './Layouts.messages';

export const MAIN_ID = 'main-content';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      {intl.formatMessage(layoutMessages.skipToContent)}
    </a>
  );
}
