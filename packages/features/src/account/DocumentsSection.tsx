import { profileMutations, unwrap, type Schema } from '@mat/api';
import { documentRule, validateFile } from '@mat/domain';
import { AlertDialog, Badge, Button, EmptyState, FileDropZone, Heading, LoadMore, Text, useToast } from '@mat/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMat } from '../provider/MatContext';
import { useErrorText } from '../shared/useErrorText';
import * as screen from '../shared/screen.css';
import * as styles from '../monitors/shared/monitors.css';
import { accountMessages as m, sharedByMessage } from './account.messages';
import { useFailureNotice } from '../shared/useFailureNotice';

type Document = Schema<'Document'>;

/** The patient's documents: upload, open through a short-lived link, delete their own. */
export function DocumentsSection() {
  const intl = useIntl();
  const { client } = useMat();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailureNotice();
  const { text } = useErrorText();
  const documents = useInfiniteQuery({
    queryKey: ['profile', 'listDocuments', 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.GET('/patient/documents', { params: { query: { page: pageParam } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const upload = useMutation(profileMutations.uploadDocument(client));
  const remove = useMutation(profileMutations.deleteDocument(client));
  const [deleting, setDeleting] = useState<Document | null>(null);
  const done = useRef(false);
  const rows = documents.data?.pages.flatMap((page) => page.data) ?? [];

  async function take(file: File) {
    const problem = validateFile(file, documentRule);
    if (problem) return toast.show(text(problem.id, problem.values), { tone: 'danger' });
    try {
      await upload.mutateAsync({ body: { file, name: file.name } });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    } catch (error) {
      fail(error, 'errors.uploadFailed');
    }
  }

  async function openDocument(document: Document) {
    // Opened in a new tab straight away, then pointed at the link, so the browser does not block it.
    const tab = window.open('', '_blank');
    try {
      const { url } = await unwrap(
        client.GET('/patient/documents/{id}/url', { params: { path: { id: document.id } } }),
      );
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    } catch (error) {
      tab?.close();
      fail(error, 'errors.loadDataFailed');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      done.current = true;
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    } catch (error) {
      fail(error, 'errors.generic');
    }
  }

  return (
    <section aria-labelledby="documents-heading" className={screen.form}>
      <Heading level={2} id="documents-heading">
        {intl.formatMessage(m.documents)}
      </Heading>
      <Text size="small" tone="muted">
        {intl.formatMessage(m.documentsHint)}
      </Text>
      <FileDropZone
        label={intl.formatMessage(m.uploadDocument)}
        onFile={(file) => void take(file)}
        maxSizeMb={documentRule.maxMb}
      />
      {documents.isSuccess && rows.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noDocuments)} />
      ) : (
        <ul className={styles.list} aria-busy={documents.isLoading || upload.isPending}>
          {rows.map((document) => (
            <li key={document.id} className={styles.row}>
              <div className={styles.rowMain}>
                <Text weight="bold">
                  {document.name} {!document.viewed && <Badge tone="info">{intl.formatMessage(m.unread)}</Badge>}
                </Text>
                <Text size="small" tone="muted">
                  {intl.formatDate(document.uploaded_at, { dateStyle: 'medium' })} ·{' '}
                  {intl.formatNumber(document.size_bytes / 1024, { maximumFractionDigits: 0 })} KB
                  {document.organization &&
                    ` · ${intl.formatMessage(sharedByMessage, { organization: document.organization.name })}`}
                </Text>
              </div>
              <div className={screen.actions}>
                <Button
                  variant="secondary"
                  onPress={() => void openDocument(document)}
                  aria-label={`${intl.formatMessage(m.openDocument)}: ${document.name}`}
                >
                  {intl.formatMessage(m.openDocument)}
                </Button>
                {document.uploaded_by === 'patient' && (
                  <Button
                    variant="tertiary"
                    onPress={() => ((done.current = false), setDeleting(document))}
                    aria-label={`${intl.formatMessage(m.deleteDocument)}: ${document.name}`}
                  >
                    {intl.formatMessage(m.deleteDocument)}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        shown={rows.length}
        hasMore={documents.hasNextPage}
        isLoading={documents.isFetchingNextPage}
        onLoadMore={() => void documents.fetchNextPage()}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={intl.formatMessage(m.deleteDocumentTitle)}
        confirmLabel={intl.formatMessage(m.deleteDocument)}
        cancelLabel={intl.formatMessage(m.keepDocument)}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      >
        {intl.formatMessage(m.deleteDocumentBody)}
      </AlertDialog>
    </section>
  );
}
