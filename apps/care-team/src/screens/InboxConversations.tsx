// The inbox's questions: waiting for an answer (the longest wait first, with how long), answered, and handled
// apart; a page at a time, as the server sends them.
import { Alert, Badge, Button, Card, Heading, Link, Spinner, Text } from '@mat/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { inboxMessages as m, shellMessages } from '../messages';
import { waitOf } from '../wait';
import * as styles from './console.css';
import { errorText } from './errors';
import { stageText } from './stage';
import { selectedClass, type Conversation, type useInboxEntries } from './useInboxEntries';

/** How long she has waited: minutes under an hour, then hours and minutes ("Waiting 2 h 10 min") under two days, then days. */
export function waitedText(intl: IntlShape, seconds: number): string {
  const { value, unit } = waitOf(seconds);
  if (unit === 'hour')
    return intl.formatMessage(m.waitedHours, { hours: value, minutes: Math.floor((Math.max(0, seconds) % 3600) / 60) });
  return intl.formatMessage(m.waited, {
    duration: intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }),
  });
}

function ConversationItem({ conversation, isSelected }: { conversation: Conversation; isSelected: boolean }) {
  const intl = useIntl();
  return (
    <li tabIndex={-1} data-inbox-item={`conversation-${conversation.id}`} className={selectedClass(isSelected)}>
      <Card>
        <div className={styles.stack}>
          <div className={styles.row}>
            <Link href={`/conversations/${conversation.id}`} className={styles.grow} data-inbox-open="">
              {conversation.patient.name}: {conversation.name}
            </Link>
            {conversation.waiting_seconds !== null && (
              <Badge tone="warning">{waitedText(intl, conversation.waiting_seconds)}</Badge>
            )}
            {conversation.handled && <Badge tone="neutral">{intl.formatMessage(m.handled)}</Badge>}
          </div>
          <Text size="small" tone="muted">
            {stageText(intl, conversation.patient.stage)}
            {conversation.last_message_date &&
              ` · ${intl.formatDate(conversation.last_message_date, { dateStyle: 'medium', timeStyle: 'short' })}`}
          </Text>
          {conversation.last_message && <Text className={styles.breakable}>{conversation.last_message}</Text>}
        </div>
      </Card>
    </li>
  );
}

function Group({
  id,
  title,
  items,
  empty,
  selected,
}: {
  id: string;
  title: string;
  items: Conversation[];
  empty?: string;
  selected: string | null;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className={styles.stack}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              isSelected={selected === `conversation-${conversation.id}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type Inbox = ReturnType<typeof useInboxEntries>;

export function InboxConversations({
  inbox,
  waiting,
  answered,
  handled,
  selected,
}: Pick<Inbox, 'inbox' | 'waiting' | 'answered' | 'handled'> & { selected: string | null }) {
  const intl = useIntl();
  // An error on a later poll keeps the pages she had, with the error above them.
  return (
    <>
      {inbox.isPending && <Spinner label={intl.formatMessage(shellMessages.loading)} />}
      {inbox.isError && <Alert tone="danger">{errorText(intl, inbox.error)}</Alert>}
      {inbox.data && (
        <>
          <Group
            id="waiting"
            title={intl.formatMessage(m.waiting)}
            items={waiting}
            empty={intl.formatMessage(m.noneWaiting)}
            selected={selected}
          />
          <Group id="answered" title={intl.formatMessage(m.answered)} items={answered} selected={selected} />
          <Group id="handled" title={intl.formatMessage(m.handled)} items={handled} selected={selected} />
          {inbox.hasNextPage && (
            <Button variant="secondary" isPending={inbox.isFetchingNextPage} onPress={() => void inbox.fetchNextPage()}>
              {intl.formatMessage(m.loadMore)}
            </Button>
          )}
        </>
      )}
    </>
  );
}
