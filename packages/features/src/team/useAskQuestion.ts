import { conversationsQueries, toFormData, unwrap, type Schema } from '@mat/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import { useMessageSend } from './useMessageSend';

/** The fields the question form shows a refusal beside; any other goes above the form. */
const QUESTION_FIELDS = ['content', 'organization_id', 'category_id'];

/** A question to the care team: the categories and who may answer, her choices and words, and the send. */
export function useAskQuestion(onAsked: (conversation: Schema<'Conversation'>) => void) {
  const { client } = useMat();
  const { text } = useErrorText();
  const categories = useQuery(conversationsQueries.listConversationCategories(client));
  const recipients = useQuery(conversationsQueries.listConversationRecipients(client));
  const [category, setCategory] = useState<number | null>(null);
  const [recipient, setRecipient] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState<Record<string, string>>({});
  // One recipient needs no choosing.
  const only = recipients.data?.length === 1 ? recipients.data[0]!.organization_id : null;
  const organization = recipient ?? only;

  const ask = useMessageSend(() => {
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
  }, onAsked);

  function submit() {
    const problems: Record<string, string> = {};
    if (organization === null) problems.organization_id = text('validation.pickOneOption');
    if (!content.trim()) problems.content = text('validation.required');
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    ask.mutation.mutate();
  }

  const { refusal } = ask;
  const fieldError = (name: string) => missing[name] ?? (refusal?.field === name ? refusal.text : undefined);
  const formError = refusal && (!refusal.field || !QUESTION_FIELDS.includes(refusal.field)) ? refusal.text : undefined;

  return {
    categories,
    recipients,
    values: { category, recipient, content, files },
    set: { category: setCategory, recipient: setRecipient, content: setContent, files: setFiles },
    fieldError,
    formError,
    isSending: ask.mutation.isPending,
    paywall: ask.paywall,
    closePaywall: ask.closePaywall,
    submit,
  };
}
