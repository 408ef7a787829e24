import type { Schema } from '@mat/api';
import { documentRule } from '@mat/domain';
import { AlertDialog, Badge, Button, EmptyState, FileDropZone, Heading, LoadMore, Text } from '@mat/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as screen from '../shared/screen.css';
import * as styles from '../monitors/shared/monitors.css';
import { accountMessages as m, sharedByMessage } from './account.messages';
import { useDocuments } from './useDocuments';

type Document = Schema<'Document'>;

/** The patient's documents: upload, open through a short-lived link, delete their own. */
export function DocumentsSection() {
  const intl = useIntl();
  const { documents, rows, take, open, erase, isUploading, isDeleting } = useDocuments();
  const [deleting, setDeleting] = useState<Document | null>(null);

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
        <ul className={styles.list} aria-busy={documents.isLoading || isUploading}>
          {rows.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onOpen={() => void open(document)}
              onDelete={() => setDeleting(document)}
            />
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
        onConfirm={() => (deleting ? erase(deleting) : undefined)}
        isPending={isDeleting}
      >
        {intl.formatMessage(m.deleteDocumentBody)}
      </AlertDialog>
    </section>
  );
}

/** One document: its name (marked while unread), when it came, its size and who shared it, and what she can do with it. */
function DocumentRow({ document, onOpen, onDelete }: { document: Document; onOpen: () => void; onDelete: () => void }) {
  const intl = useIntl();
  return (
    <li className={styles.row}>
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
          onPress={onOpen}
          aria-label={`${intl.formatMessage(m.openDocument)}: ${document.name}`}
        >
          {intl.formatMessage(m.openDocument)}
        </Button>
        {document.uploaded_by === 'patient' && (
          <Button
            variant="tertiary"
            onPress={onDelete}
            aria-label={`${intl.formatMessage(m.deleteDocument)}: ${document.name}`}
          >
            {intl.formatMessage(m.deleteDocument)}
          </Button>
        )}
      </div>
    </li>
  );
}
