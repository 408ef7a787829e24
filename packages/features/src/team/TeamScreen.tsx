import { unwrap, type Schema } from '@mat/api';
import { Avatar, Badge, Button, Card, EmptyState, Heading, Link, LinkButton, LoadMore, Skeleton, Text } from '@mat/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { ConversationThread } from './ConversationThread';
import { MemberProfile } from './MemberProfile';
import { credentials, inZone } from './people';
import * as styles from './team.css';
import { teamMessages as m } from './team.messages';

type Member = Schema<'CareTeamMember'>;
type Conversation = Schema<'Conversation'>;

export interface TeamScreenProps {
  /** The open conversation (/team?conversationId=…), or none for the team and the list. */
  conversationId?: number;
  /** Where one conversation opens, e.g. /team?conversationId={id}. */
  conversationHref: (id: number) => string;
  /** The list itself, e.g. /team. */
  teamHref: string;
  /** Where a question is asked, e.g. /ask-a-question. */
  askHref: string;
  /** Gold membership, where the paywall leads. */
  goldHref: string;
}

export const conversationPagesKey = ['conversations', 'listConversations', 'pages'] as const;

/** /team: the conversations with the care team, a way to ask, the team and its hours; or one conversation. */
export function TeamScreen({ conversationId, conversationHref, teamHref, askHref, goldHref }: TeamScreenProps) {
  if (conversationId !== undefined)
    return <ConversationThread key={conversationId} id={conversationId} backHref={teamHref} goldHref={goldHref} />;
  return <TeamOverview conversationHref={conversationHref} askHref={askHref} />;
}

function TeamOverview({ conversationHref, askHref }: Pick<TeamScreenProps, 'conversationHref' | 'askHref'>) {
  const intl = useIntl();
  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <Text tone="muted">{intl.formatMessage(m.supportHours)}</Text>
      <div className={screen.actions}>
        <LinkButton href={askHref} variant="primary">
          {intl.formatMessage(m.ask)}
        </LinkButton>
      </div>
      {/* The conversations first: what the patient comes back to Team for; then who is on the team. */}
      <Conversations conversationHref={conversationHref} />
      <Members />
    </div>
  );
}

function Members() {
  const intl = useIntl();
  const { user } = useSession();
  const [open, setOpen] = useState<Member | null>(null);
  const members = user?.care_team_members ?? [];
  const nameOf = (member: Member) => `${member.first_name} ${member.last_name}`.trim();
  return (
    <section aria-labelledby="team-members" className={screen.form}>
      <Heading level={2} id="team-members">
        {intl.formatMessage(m.members)}
      </Heading>
      {!user && <Skeleton lines={2} />}
      {user && members.length === 0 && <Text tone="muted">{intl.formatMessage(m.noMembers)}</Text>}
      <ul className={styles.list}>
        {members.map((member) => (
          <Card as="li" key={member.id}>
            <div className={styles.person}>
              <Avatar name={nameOf(member)} src={member.avatar ?? undefined} isDecorative />
              <div className={styles.personText}>
                <Text weight="bold">{nameOf(member)}</Text>
                <Text size="small" tone="muted">
                  {credentials(intl, member)}
                </Text>
                <div>
                  <Button variant="tertiary" onPress={() => setOpen(member)}>
                    {intl.formatMessage(m.viewProfile, { name: nameOf(member) })}
                  </Button>
                </div>
              </div>
            </div>
          </Card>
        ))}
      </ul>
      {open && <MemberProfile id={open.id} name={nameOf(open)} onClose={() => setOpen(null)} />}
    </section>
  );
}

function Conversations({ conversationHref }: { conversationHref: (id: number) => string }) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const { text } = useErrorText();
  const list = useInfiniteQuery({
    queryKey: conversationPagesKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET('/conversations', { params: { query: { page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="team-conversations" className={screen.form}>
      <Heading level={2} id="team-conversations">
        {intl.formatMessage(m.conversations)}
      </Heading>
      {list.isPending && <Skeleton lines={3} />}
      {list.isError && <Text tone="danger">{text('errors.loadDataFailed')}</Text>}
      {list.isSuccess && rows.length === 0 && <EmptyState title={intl.formatMessage(m.noConversations)} />}
      <ul className={styles.list}>
        {rows.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            href={conversationHref(conversation.id)}
            timeZone={user?.timezone}
          />
        ))}
      </ul>
      <LoadMore
        shown={rows.length}
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}

function ConversationRow({
  conversation,
  href,
  timeZone,
}: {
  conversation: Conversation;
  href: string;
  timeZone: string | null | undefined;
}) {
  const intl = useIntl();
  const unread = !conversation.read;
  return (
    <li className={styles.conversation} data-unread={unread || undefined}>
      <div className={styles.row}>
        {/* Unread is said in words and weight, not by colour alone. */}
        {unread && <Badge tone="danger">{intl.formatMessage(m.unread)}</Badge>}
        <Text as="span" weight={unread ? 'bold' : 'regular'}>
          <Link
            href={href}
            aria-label={`${intl.formatMessage(m.openConversation, { name: conversation.name })}${unread ? ` (${intl.formatMessage(m.unreadLabel)})` : ''}`}
          >
            {conversation.name}
          </Link>
        </Text>
      </div>
      {conversation.last_message && (
        <Text size="small" className={styles.breakable}>
          {conversation.last_message.length > 140
            ? `${conversation.last_message.slice(0, 140)}…`
            : conversation.last_message}
        </Text>
      )}
      {conversation.last_message_date && (
        <Text size="small" tone="muted">
          {intl.formatMessage(m.lastMessageOn, { date: inZone(intl, conversation.last_message_date, timeZone) })}
        </Text>
      )}
    </li>
  );
}
