import { toFormData, unwrap } from '@mat/api';
import { Alert, BackLink, Button, Form, Heading, MessageThread, Skeleton, Text, TextArea } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useSession } from '../session/useSession';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { useFailureNotice } from '../shared/useFailureNotice';
import { AttachmentPicker } from './AttachmentPicker';
import { MessagePaywall } from './MessagePaywall';
import { credentials, inZone } from './people';
import * as styles from './team.css';
import { teamMessages as m } from './team.messages';
import { useConversation } from './useConversation';
import { useMessageSend } from './useMessageSend';

/** openapi/v2.yaml, NewMessage: content up to 2000 characters. */
const MAX_CONTENT = 2000;

/** One conversation: its messages oldest first (earlier ones on demand), replies appearing live, and a reply form. */
export function ConversationThread({ id, backHref, goldHref }: { id: number; backHref: string; goldHref: string }) {
  const intl = useIntl();
  const { user } = useSession();
  const { text } = useErrorText();
  const openAttachment = useOpenAttachment();
  const { conversation, messages, thread, markUnread } = useConversation(id);
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
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const reply = useMessageSend(
    () =>
      unwrap(
        client.POST('/conversations/{id}/message', {
          params: { path: { id } },
          // The files go as multipart parts under `attachments`, as the contract says.
          body: { content: content.trim(), attachments: files },
          bodySerializer: toFormData,
        }),
      ),
    () => {
      setContent('');
      setFiles([]);
    },
  );
  const { refusal } = reply;
  return (
    <>
      <Form
        aria-label={intl.formatMessage(m.reply)}
        error={refusal && refusal.field !== 'content' ? refusal.text : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (content.trim()) reply.mutation.mutate();
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
          errorMessage={refusal?.field === 'content' ? refusal.text : undefined}
        />
        <AttachmentPicker files={files} onChange={setFiles} />
        <div className={screen.actions}>
          <Button type="submit" isPending={reply.mutation.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
        </div>
      </Form>
      <MessagePaywall isOpen={reply.paywall} onClose={reply.closePaywall} goldHref={goldHref} />
    </>
  );
}
