import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Skeleton } from '../Skeleton';
import { Text } from '../Text';
import * as styles from './MessageThread.css';
import { messageThreadMessages as m } from './MessageThread.messages';

/** A message as both APIs answer it (openapi/v2.yaml Message, openapi/staff.yaml StaffMessage). */
export interface ThreadMessageData {
  id: number;
  /** Written by the reader (the patient in the app, the care team in the console). */
  mine: boolean;
  sender: { name: string; avatar?: string | null };
  /** When it was sent, ISO 8601. */
  ts: string;
  content: string;
  attachments: readonly { id: number; name: string }[];
}

export interface MessageThreadProps<M extends ThreadMessageData> {
  /** The section's heading ("Messages"). */
  heading: string;
  /** Oldest first. */
  messages: readonly M[];
  /** How a message's time reads: in the reader's time zone, as the app words dates. */
  formatTime: (message: M) => string;
  /** The name shown over a message ("You" for the reader's own, say); the sender's name by default. */
  authorOf?: (message: M) => string;
  /** A line under the name, such as a care team member's role and credentials. */
  detailOf?: (message: M) => ReactNode;
  onOpenAttachment: (attachment: M['attachments'][number]) => void;
  /** Given while older messages remain: a button above the oldest shown loads them. */
  earlier?: { isLoading: boolean; onLoad: () => void };
  /** The first page is on its way. */
  isLoading?: boolean;
  /** A problem loading the thread, shown above its messages. */
  error?: ReactNode;
  /** Replies arrive while it is open: they are read out as they come (a log), without moving focus. */
  isLive?: boolean;
}

/**
 * A conversation's messages, the patient's and the care team's, as the patient app and the care
 * team console both show them: each with its sender (photo, name, role), what was written, its
 * files and when it was sent; the reader's own to the inline end.
 */
export function MessageThread<M extends ThreadMessageData>({
  heading,
  messages,
  formatTime,
  authorOf = (message) => message.sender.name,
  detailOf,
  onOpenAttachment,
  earlier,
  isLoading,
  error,
  isLive,
}: MessageThreadProps<M>) {
  const intl = useIntl();
  const headingId = useId();
  const list = (
    <ul className={styles.list}>
      {messages.map((message) => {
        const detail = detailOf?.(message);
        return (
          <li key={message.id} className={[styles.message, message.mine ? styles.mine : ''].join(' ')}>
            <div className={styles.sender}>
              <Avatar name={message.sender.name} src={message.sender.avatar ?? undefined} size="small" isDecorative />
              <div className={styles.senderText}>
                <Text weight="bold">{authorOf(message)}</Text>
                {detail && (
                  <Text size="small" tone="muted">
                    {detail}
                  </Text>
                )}
              </div>
            </div>
            <Text className={styles.content}>{message.content}</Text>
            {message.attachments.length > 0 && (
              <div className={styles.attachments}>
                {message.attachments.map((file) => (
                  <Button key={file.id} variant="tertiary" onPress={() => onOpenAttachment(file)}>
                    {intl.formatMessage(m.openAttachment, { name: file.name })}
                  </Button>
                ))}
              </div>
            )}
            <Text size="small" tone="muted">
              <time dateTime={message.ts}>{intl.formatMessage(m.sentAt, { date: formatTime(message) })}</time>
            </Text>
          </li>
        );
      })}
    </ul>
  );
  return (
    <section aria-labelledby={headingId} className={styles.thread}>
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      {earlier && (
        <Button variant="tertiary" isPending={earlier.isLoading} onPress={earlier.onLoad}>
          {intl.formatMessage(m.earlier)}
        </Button>
      )}
      {error}
      {isLoading && <Skeleton lines={4} />}
      {isLive ? (
        <div role="log" aria-labelledby={headingId}>
          {list}
        </div>
      ) : (
        list
      )}
    </section>
  );
}
