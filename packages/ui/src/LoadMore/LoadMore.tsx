import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Text } from '../Text';
import { loadMoreMessages } from './LoadMore.messages';

export interface LoadMoreProps {
  shown: number;
  /** Leave out when the total is not known. */
  total?: number;
  hasMore: boolean;
  isLoading?: boolean;
  onLoadMore: () => void;
}

/** Pages of a list (care plans, articles) added below, with how many are shown. */
export function LoadMore({ shown, total, hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' }}>
      {total !== undefined && (
        <Text size="small" tone="muted">
          <span aria-live="polite">{intl.formatMessage(loadMoreMessages.shown, { shown, total })}</span>
        </Text>
      )}
      {hasMore && (
        <Button variant="secondary" isPending={isLoading} onPress={onLoadMore}>
          {intl.formatMessage(loadMoreMessages.more)}
        </Button>
      )}
    </div>
  );
}
