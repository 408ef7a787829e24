import { defineMessages } from 'react-intl';

export const loadMoreMessages = defineMessages<{
  more: Record<string, never>;
  shown: { shown: number; total: number };
}>({
  more: { id: 'ui.loadMore.more', defaultMessage: 'Load more' },
  shown: { id: 'ui.loadMore.shown', defaultMessage: 'Showing {shown} of {total}' },
});
