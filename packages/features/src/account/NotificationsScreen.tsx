import { authMutations, authQueries, monitorsMutations, unwrap, type Schema } from '@mat/api';
import { Badge, Button, EmptyState, Heading, LinkButton, LoadMore, Switch, Text } from '@mat/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import * as styles from '../monitors/shared/monitors.css';
import { accountMessages as m } from './account.messages';
import { useFailureNotice } from '../shared/useFailureNotice';

type Channel = Schema<'NotificationSettingType'>;
const channels: readonly Channel[] = ['email', 'sms', 'push'];

export interface NotificationsScreenProps {
  /** Where a reminder's "Log a reading" leads: the monitor's screen. */
  monitorHref: (monitorId: number) => string | null;
  /** Where a care team reply's "Read the reply" leads: the conversation. */
  conversationHref: (conversationId: number) => string;
}

/** Where a notification leads, and what its button says. */
function destination(
  notification: Schema<'Notification'>,
  { monitorHref, conversationHref }: NotificationsScreenProps,
) {
  if (notification.conversation_id !== null)
    return { href: conversationHref(notification.conversation_id), label: m.readReply };
  if (notification.monitor_id !== null) return { href: monitorHref(notification.monitor_id), label: m.open };
  return { href: null, label: m.open };
}

/** /notifications: the channels notices use, and the reminders and care team replies that arrived, newest first. */
export function NotificationsScreen(props: NotificationsScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const fail = useFailureNotice();
  const setChannel = useMutation(authMutations.updateNotificationSetting(client));
  const markRead = useMutation(monitorsMutations.markNotificationRead(client));
  const notifications = useInfiniteQuery({
    queryKey: ['monitors', 'listNotifications', 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET('/patient/notifications', { params: { query: { page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  if (!user) return null;

  async function switchChannel(type: Channel, on: boolean) {
    try {
      const settings = await setChannel.mutateAsync({ body: { type, value: on ? 1 : 0 } });
      queryClient.setQueryData(authQueries.getCurrentUser(client).queryKey, (current) =>
        current ? { ...current, notification_settings: settings } : current,
      );
    } catch (error) {
      fail(error, 'errors.notificationUpdateFailed');
    }
  }

  async function read(notification: Schema<'Notification'>) {
    await markRead.mutateAsync({ params: { path: { id: notification.id } } });
    await queryClient.invalidateQueries({ queryKey: ['monitors'] });
  }

  const items = notifications.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.notificationsTitle)}</Heading>
      <section aria-labelledby="channels-heading" className={screen.form}>
        <Heading level={2} id="channels-heading">
          {intl.formatMessage(m.channels)}
        </Heading>
        <Text>{intl.formatMessage(m.channelsHint)}</Text>
        {channels.map((channel) => (
          <Switch
            key={channel}
            isSelected={user.notification_settings[channel] === 1}
            onChange={(on) => void switchChannel(channel, on)}
          >
            {intl.formatMessage(m[channel])}
          </Switch>
        ))}
      </section>
      <section aria-labelledby="recent-heading" className={screen.form}>
        <Heading level={2} id="recent-heading">
          {intl.formatMessage(m.recent)}
        </Heading>
        {notifications.isSuccess && items.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.none)}>{intl.formatMessage(m.noneHint)}</EmptyState>
        ) : (
          <ul className={styles.list}>
            {items.map((notification) => {
              const { href, label } = destination(notification, props);
              return (
                <li key={notification.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <Text>
                      {notification.read_at === null && <Badge tone="info">{intl.formatMessage(m.unread)}</Badge>}{' '}
                      {notification.text}
                    </Text>
                    <Text size="small" tone="muted">
                      {intl.formatDate(notification.due_at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </Text>
                  </div>
                  <div className={screen.actions}>
                    {href && (
                      <LinkButton variant="secondary" href={href} onPress={() => void read(notification)}>
                        {intl.formatMessage(label)}
                      </LinkButton>
                    )}
                    {notification.read_at === null && (
                      <Button variant="tertiary" onPress={() => void read(notification)}>
                        {intl.formatMessage(m.markRead)}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore
          shown={items.length}
          hasMore={notifications.hasNextPage}
          isLoading={notifications.isFetchingNextPage}
          onLoadMore={() => void notifications.fetchNextPage()}
        />
      </section>
    </div>
  );
}
