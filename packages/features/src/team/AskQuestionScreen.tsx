import type { Schema } from '@mat/api';
import { Alert, Button, Form, Heading, Select, Skeleton, Text, TextArea } from '@mat/ui';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import { useErrorText } from '../shared/useErrorText';
import { AttachmentPicker } from './AttachmentPicker';
import { MessagePaywall } from './MessagePaywall';
import { teamMessages as m } from './team.messages';
import { useAskQuestion } from './useAskQuestion';

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
  const { text } = useErrorText();
  const question = useAskQuestion(onAsked);
  const { categories, recipients, values, set, fieldError, formError, isSending } = question;
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
            question.submit();
          }}
        >
          <Select
            label={intl.formatMessage(m.category)}
            selectedKey={values.category}
            onSelectionChange={(key) => set.category(key === null ? null : Number(key))}
            options={categories.data.map((c) => ({ id: c.id, label: c.name }))}
            errorMessage={fieldError('category_id')}
          />
          {recipients.data.length > 1 && (
            <Select
              label={intl.formatMessage(m.recipient)}
              selectedKey={values.recipient}
              onSelectionChange={(key) => set.recipient(key === null ? null : Number(key))}
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
            value={values.content}
            onChange={set.content}
            errorMessage={fieldError('content')}
          />
          <AttachmentPicker files={values.files} onChange={set.files} />
          <div className={screen.actions}>
            <Button type="submit" variant="primary" isPending={isSending}>
              {intl.formatMessage(m.askSend)}
            </Button>
          </div>
        </Form>
      )}
      <MessagePaywall isOpen={question.paywall} onClose={question.closePaywall} goldHref={goldHref} />
    </div>
  );
}
