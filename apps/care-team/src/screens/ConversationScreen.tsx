// A conversation: the patient's name and stage, the messages (oldest first, earlier ones on demand),
// a reply with photos or PDFs (checked by @mat/domain's document rule before sending), and "handled";
// beside them (below on a narrow screen) the patient panel: her weeks, readings and open alerts.
import { documentMediaTypes, documentRule, validateFile } from '@mat/domain';
import { toFormData, unwrap } from '@mat/api';
import {
  Alert,
  AttachedFiles,
  BackLink,
  Button,
  FileDropZone,
  Form,
  Heading,
  Link,
  MessageThread,
  Spinner,
  Text,
  TextArea,
  useToast,
} from '@mat/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { recordMessages, shellMessages, threadMessages as m } from '../messages';
import { useStaff } from '../staff';
import * as styles from './console.css';
import { errorText, fieldText } from './errors';
import { PatientPanel } from './PatientPanel';
import { staffKeys } from './queries';
import { stageText } from './stage';

/** openapi/staff.yaml, StaffReply: at most 5 files, content up to 2000 characters. */
const MAX_FILES = 5;
const MAX_CONTENT = 2000;

function ReplyForm({ id }: { id: number }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string>();
  const reply = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/conversations/{id}/messages', {
          params: { path: { id } },
          // The files go as multipart parts under `attachments`, as the contract says.
          body: { content, attachments: files },
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: () => {
      setContent('');
      setFiles([]);
      toast.show(intl.formatMessage(m.sent), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  const take = (file: File) => {
    const problem = validateFile(file, documentRule);
    if (problem) setFileProblem(intl.formatMessage({ id: problem.id }, problem.values));
    else if (files.length >= MAX_FILES) setFileProblem(intl.formatMessage(m.tooManyFiles, { max: MAX_FILES }));
    else {
      setFileProblem(undefined);
      setFiles((current) => [...current, file]);
    }
  };
  return (
    <Form
      aria-label={intl.formatMessage(m.reply)}
      error={
        reply.isError && !fieldText(intl, reply.error, 'content')
          ? (fieldText(intl, reply.error, 'attachments') ?? errorText(intl, reply.error))
          : undefined
      }
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate();
      }}
    >
      <TextArea
        label={intl.formatMessage(m.reply)}
        description={intl.formatMessage(m.replyHelp)}
        name="content"
        isRequired
        maxLength={MAX_CONTENT}
        value={content}
        onChange={setContent}
        errorMessage={reply.isError ? fieldText(intl, reply.error, 'content') : undefined}
        isInvalid={reply.isError && fieldText(intl, reply.error, 'content') !== undefined}
      />
      <FileDropZone
        label={intl.formatMessage(m.attach)}
        onFile={take}
        acceptedTypes={documentMediaTypes}
        maxSizeMb={documentRule.maxMb}
      />
      {fileProblem && (
        <Alert tone="warning" isLive>
          {fileProblem}
        </Alert>
      )}
      <AttachedFiles files={files} onChange={setFiles} />
      <Button type="submit" isPending={reply.isPending}>
        {intl.formatMessage(m.send)}
      </Button>
    </Form>
  );
}

export function ConversationScreen({ id }: { id: number }) {
  const intl = useIntl();
  const { client } = useStaff();
  const queryClient = useQueryClient();
  const toast = useToast();
  const conversation = useQuery({
    queryKey: staffKeys.conversation(id),
    queryFn: () => unwrap(client.GET('/conversations/{id}', { params: { path: { id } } })),
  });
  const thread = useInfiniteQuery({
    queryKey: staffKeys.messages(id),
    queryFn: ({ pageParam }) =>
      unwrap(client.GET('/conversations/{id}/messages', { params: { path: { id }, query: { page: pageParam } } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const openAttachment = useMutation({
    mutationFn: (file: number) => unwrap(client.GET('/attachments/{id}/url', { params: { path: { id: file } } })),
    onSuccess: (link) => window.open(link.url, '_blank', 'noopener'),
  });
  const handled = useMutation({
    mutationFn: () => unwrap(client.POST('/conversations/{id}/handled', { params: { path: { id } } })),
    onSuccess: () => {
      toast.show(intl.formatMessage(m.markedHandled), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
  // Pages come newest first; the thread reads from the oldest down.
  const messages = (thread.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse();

  if (conversation.isPending) return <Spinner label={intl.formatMessage(shellMessages.loading)} />;
  if (conversation.isError)
    return (
      <div className={styles.stack}>
        <BackLink href="/">{intl.formatMessage(m.back)}</BackLink>
        <Alert tone="danger">{errorText(intl, conversation.error)}</Alert>
      </div>
    );
  const current = conversation.data;
  return (
    <div className={styles.withPanel}>
      <div className={[styles.stack, styles.conversation].join(' ')}>
        <BackLink href="/">{intl.formatMessage(m.back)}</BackLink>
        <div className={styles.stack}>
          <Heading level={1}>
            <span className={styles.breakable}>{current.name}</span>
          </Heading>
          <Text>
            {intl.formatMessage(m.patient, {
              name: current.patient.name,
              stage: stageText(intl, current.patient.stage),
            })}
          </Text>
          <Link isStandalone href={`/patients/${current.patient.id}?conversation=${id}`}>
            {intl.formatMessage(recordMessages.open, { name: current.patient.name })}
          </Link>
          <div className={styles.row}>
            {current.handled ? (
              <Text tone="muted">{intl.formatMessage(m.isHandled)}</Text>
            ) : (
              <Button variant="secondary" isPending={handled.isPending} onPress={() => handled.mutate()}>
                {intl.formatMessage(m.markHandled)}
              </Button>
            )}
          </div>
          {handled.isError && <Alert tone="danger">{errorText(intl, handled.error)}</Alert>}
        </div>
        <MessageThread
          heading={intl.formatMessage(m.messages)}
          messages={messages}
          formatTime={(message) => intl.formatDate(message.ts, { dateStyle: 'medium', timeStyle: 'short' })}
          onOpenAttachment={(file) => openAttachment.mutate(file.id)}
          earlier={
            thread.hasNextPage
              ? { isLoading: thread.isFetchingNextPage, onLoad: () => void thread.fetchNextPage() }
              : undefined
          }
          error={
            (thread.isError || openAttachment.isError) && (
              <Alert tone="danger">{errorText(intl, thread.error ?? openAttachment.error)}</Alert>
            )
          }
        />
        <ReplyForm id={id} />
      </div>
      <PatientPanel patientId={current.patient.id} />
    </div>
  );
}
