import { authQueries, conversationsQueries, toFormData, unwrap, type Schema } from '@mat/api';
import { Alert, Button, Form, Heading, Select, Skeleton, Text, TextArea, useToast } from '@mat/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { AttachmentPicker } from './AttachmentPicker';
import { MessagePaywall } from './MessagePaywall';
import { sendFailure } from './sendFailure';
import { teamMessages as m } from './team.messages';

/** openapi/v2.yaml, NewConversation: content up to 2000 characters. */
const MAX_CONTENT = 2000;

export interface AskQuestionScreenProps {
  /** Called with the new conversation, to open it (/team?conversationId={id}). */
  onAsked: (conversation: Schema<'Conversation'>) => void;
  /** Gold membership, where the paywall leads. */
  goldHref: string;
}

/**
 * /ask-a-question: a category, who answers, the question and its photos or PDFs; one message credit
 * unless Gold. A free patient without credits learns it from the server's answer, and meets the paywall.
 */
export function AskQuestionScreen({ onAsked, goldHref }: AskQuestionScreenProps) {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { text } = useErrorText();
  const categories = useQuery(conversationsQueries.listConversationCategories(client));
  const recipients = useQuery(conversationsQueries.listConversationRecipients(client));
  const [category, setCategory] = useState<number | null>(null);
  const [recipient, setRecipient] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [paywall, setPaywall] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  // One recipient needs no choosing.
  const only = recipients.data?.length === 1 ? recipients.data[0]!.organization_id : null;
  const organization = recipient ?? only;

  const ask = useMutation({
    mutationFn: () => {
      const fields = {
        organization_id: organization!,
        ...(category === null ? {} : { category_id: category }),
        content: content.trim(),
      };
      // With files, the question and its attachments go as one multipart form: one message, one credit.
      return files.length === 0
        ? unwrap(client.POST('/conversations', { body: fields }))
        : unwrap(
            client.POST('/conversations', {
              body: { ...fields, attachments: files } as typeof fields,
              bodySerializer: toFormData,
            }),
          );
    },
    onSuccess: (conversation) => {
      toast.show(intl.formatMessage(m.sent), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      void queryClient.invalidateQueries({ queryKey: authQueries.getCurrentUser(client).queryKey });
      onAsked(conversation);
    },
    onError: (error) => sendFailure(error).paywall && setPaywall(true),
  });

  function submit() {
    const problems: Record<string, string> = {};
    if (organization === null) problems.organization_id = text('validation.pickOneOption');
    if (!content.trim()) problems.content = text('validation.required');
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    ask.mutate();
  }

  const failure = ask.isError ? sendFailure(ask.error) : null;
  const fieldError = (name: string) =>
    missing[name] ??
    (failure && !failure.paywall && failure.field === name ? text(failure.id, failure.values) : undefined);
  const formError =
    failure &&
    !failure.paywall &&
    (!failure.field || !['content', 'organization_id', 'category_id'].includes(failure.field))
      ? text(failure.id, failure.values)
      : undefined;
  const loadFailed = categories.isError || recipients.isError;

  return (
    <div className={screen.screen}>
      <Heading level={1}>{intl.formatMessage(m.askTitle)}</Heading>
      <Text>{intl.formatMessage(m.askIntro)}</Text>
      {loadFailed && <Alert tone="danger">{text('errors.organizationsLoadFailed')}</Alert>}
      {(categories.isPending || recipients.isPending) && <Skeleton lines={3} />}
      {recipients.isSuccess && recipients.data.length === 0 && (
        <Alert tone="info">{intl.formatMessage(m.noRecipients)}</Alert>
      )}
      {categories.isSuccess && recipients.isSuccess && recipients.data.length > 0 && (
        <Form
          aria-label={intl.formatMessage(m.askTitle)}
          error={formError}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Select
            label={intl.formatMessage(m.category)}
            selectedKey={category}
            onSelectionChange={(key) => setCategory(key === null ? null : Number(key))}
            options={categories.data.map((c) => ({ id: c.id, label: c.name }))}
            errorMessage={fieldError('category_id')}
          />
          {recipients.data.length > 1 && (
            <Select
              label={intl.formatMessage(m.recipient)}
              selectedKey={recipient}
              onSelectionChange={(key) => setRecipient(key === null ? null : Number(key))}
              isRequired
              options={recipients.data.map((r) => ({ id: r.organization_id, label: r.name }))}
              errorMessage={fieldError('organization_id')}
            />
          )}
          {recipients.data.length === 1 && (
            <Text>{`${intl.formatMessage(m.recipient)} ${recipients.data[0]!.name}`}</Text>
          )}
          <TextArea
            label={intl.formatMessage(m.question)}
            description={intl.formatMessage(m.replyHelp)}
            name="content"
            isRequired
            maxLength={MAX_CONTENT}
            value={content}
            onChange={setContent}
            errorMessage={fieldError('content')}
          />
          <AttachmentPicker files={files} onChange={setFiles} />
          <div className={screen.actions}>
            <Button type="submit" variant="primary" isPending={ask.isPending}>
              {intl.formatMessage(m.askSend)}
            </Button>
          </div>
        </Form>
      )}
      <MessagePaywall isOpen={paywall} onClose={() => setPaywall(false)} goldHref={goldHref} />
    </div>
  );
}
