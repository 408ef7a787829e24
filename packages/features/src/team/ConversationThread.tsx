import { authQueries, conversationsQueries, toFormData, unwrap } from '@mat/api';
import { Alert, BackLink, Button, Form, Heading, MessageThread, Skeleton, Text, TextArea, useToast } from '@mat/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';
import { AttachmentPicker } from './AttachmentPicker';
import { MessagePaywall } from './MessagePaywall';
import { credentials, inZone } from './people';
import { sendFailure } from './sendFailure';
import * as styles from './team.css';
import { teamMessages as m } from './team.messages';
import { FALLBACK_POLL_MS, useLiveThread } from './useLiveThread';
import { unreadConversationsKey } from './useUnreadConversations';

/** openapi/v2.yaml, NewMessage: content up to 2000 characters. */
const MAX_CONTENT = 2000;

const messagePagesKey = (id: number) => ['conversations', 'listMessages', 'pages', id] as const;

/** One conversation: its messages oldest first (earlier ones on demand), replies appearing live, and a reply form. */
export function ConversationThread({ id, backHref, goldHref }: { id: number; backHref: string; goldHref: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const { text } = useErrorText();
  const openAttachment = useOpenAttachment();
  const conversation = useQuery(conversationsQueries.getConversation(client, { params: { path: { id } } }));
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: unreadConversationsKey });
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'listConversations'] });
  };
  const markRead = useMutation({
    mutationFn: () => unwrap(client.POST('/conversations/{id}/read', { params: { path: { id } } })),
    onSuccess: () => {
      refreshLists();
      // Reading the greeting sets messages_options.linda_greeting_message_read.
      void queryClient.invalidateQueries({ queryKey: authQueries.getCurrentUser(client).queryKey });
    },
  });
  const markUnread = useMutation({
    mutationFn: () => unwrap(client.DELETE('/conversations/{id}/read', { params: { path: { id } } })),
    onSuccess: () => {
      refreshLists();
      toast.show(intl.formatMessage(m.markedUnread), { tone: 'success' });
    },
    onError: (error) => fail(error, 'errors.generic'),
  });
  const live = useLiveThread(id, () => {
    void queryClient.invalidateQueries({ queryKey: messagePagesKey(id) });
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'getConversation'] });
    // On screen, a reply is read as it comes; in a hidden tab it stays unread for the badge.
    if (document.visibilityState === 'visible') markRead.mutate();
    else refreshLists();
  });
  const thread = useInfiniteQuery({
    queryKey: messagePagesKey(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/conversations/{id}/messages', { params: { path: { id }, query: { page: pageParam } }, signal }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
  // Opening the conversation reads it, once.
  const opened = useRef(false);
  const unread = conversation.data?.read === false;
  useEffect(() => {
    if (!unread || opened.current) return;
    opened.current = true;
    markRead.mutate();
  }, [unread, markRead]);

  // Pages come newest first; the thread reads from the oldest down.
  const messages = (thread.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse();
  const current = conversation.data;
  if (conversation.isError)
    return (
      <div className={screen.screen}>
        <BackLink href={backHref}>{intl.formatMessage(m.backToTeam)}</BackLink>
        <Alert tone="danger">{text('errors.loadDataFailed')}</Alert>
      </div>
    );
  return (
    <div className={screen.screen}>
      <BackLink href={backHref}>{intl.formatMessage(m.backToTeam)}</BackLink>
      {current ? (
        <Heading level={1}>
          <span className={styles.breakable}>{current.name}</span>
        </Heading>
      ) : (
        <Skeleton lines={1} />
      )}
      {/* Opening the thread read it; the patient may keep it marked for later. */}
      {current && (
        <div className={screen.actions}>
          <Button variant="tertiary" isPending={markUnread.isPending} onPress={() => markUnread.mutate()}>
            {intl.formatMessage(m.markUnread)}
          </Button>
        </div>
      )}
      <MessageThread
        heading={intl.formatMessage(m.messages)}
        messages={messages}
        formatTime={(message) => inZone(intl, message.ts, user?.timezone)}
        authorOf={(message) => (message.mine ? intl.formatMessage(m.you) : message.sender.name)}
        detailOf={(message) => (message.mine ? null : credentials(intl, message.sender))}
        onOpenAttachment={(file) => void openAttachment(file.id)}
        earlier={
          thread.hasNextPage
            ? { isLoading: thread.isFetchingNextPage, onLoad: () => void thread.fetchNextPage() }
            : undefined
        }
        isLoading={thread.isPending}
        isLive
      />
      {current && <ReplyForm id={id} responsesLeft={current.responses_left} goldHref={goldHref} />}
    </div>
  );
}

/** Opens a message's file: in a new tab straight away, then pointed at its signed link, so the browser does not block it. */
function useOpenAttachment() {
  const { client } = useMat();
  const fail = useFailureNotice();
  return async (id: number) => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await unwrap(
        client.GET('/conversations/messages/attachments/{id}/urls', { params: { path: { id } } }),
      );
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      fail(error, 'errors.loadDataFailed');
    }
  };
}

function ReplyForm({ id, responsesLeft, goldHref }: { id: number; responsesLeft: number | null; goldHref: string }) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { text } = useErrorText();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [paywall, setPaywall] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/conversations/{id}/message', {
          params: { path: { id } },
          // The files go as multipart parts under `attachments`, as the contract says.
          body: { content: content.trim(), attachments: files },
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: () => {
      setContent('');
      setFiles([]);
      toast.show(intl.formatMessage(m.sent), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      void queryClient.invalidateQueries({ queryKey: authQueries.getCurrentUser(client).queryKey });
    },
    onError: (error) => sendFailure(error).paywall && setPaywall(true),
  });
  const failure = send.isError ? sendFailure(send.error) : null;
  const problem = failure && !failure.paywall ? text(failure.id, failure.values) : undefined;
  return (
    <>
      <Form
        aria-label={intl.formatMessage(m.reply)}
        error={problem && failure && !failure.paywall && failure.field !== 'content' ? problem : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (content.trim()) send.mutate();
        }}
      >
        {responsesLeft !== null && (
          <Text size="small" tone="muted">
            {intl.formatMessage(m.responsesLeft, { count: responsesLeft })}
          </Text>
        )}
        <TextArea
          label={intl.formatMessage(m.reply)}
          description={intl.formatMessage(m.replyHelp)}
          name="content"
          isRequired
          maxLength={MAX_CONTENT}
          value={content}
          onChange={setContent}
          errorMessage={failure && !failure.paywall && failure.field === 'content' ? problem : undefined}
        />
        <AttachmentPicker files={files} onChange={setFiles} />
        <div className={screen.actions}>
          <Button type="submit" isPending={send.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
        </div>
      </Form>
      <MessagePaywall isOpen={paywall} onClose={() => setPaywall(false)} goldHref={goldHref} />
    </>
  );
}
