import { ApiError } from '@mat/api';
import { Heading, Text } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';

/**
 * A public page opened from a link (a survey, a gift card) that could not be loaded: a link that
 * names nothing (404, or 422 for a malformed one) says so in the page's words; any other failure
 * is the spec's failure to load.
 */
export function LinkNotFound({ error, title, body }: { error: unknown; title: string; body: string }) {
  const intl = useIntl();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
  return (
    <div className={screen.screen}>
      <Heading level={1}>{title}</Heading>
      <Text>{missing ? body : intl.formatMessage({ id: 'errors.loadDataFailed' })}</Text>
    </div>
  );
}
