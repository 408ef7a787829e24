// The patient's documents (spec 7, "Profile and documents"): uploaded by the patient or shared by an
// organization, opened through short-lived links; the patient's own are theirs to delete.
import { documentRule } from '@mat/domain';
import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../adapters/files.js';
import type { Database } from '../../db/client.js';
import {
  deleteDocument,
  documentOfPatient,
  documentsOfPatient,
  insertPatientDocument,
  markDocumentViewed,
  markDocumentsViewed,
  unviewedDocumentCount,
  type DocumentRow,
} from '../../db/queries/documents.js';
import { ForbiddenError, NotFoundError, invalidFields } from '../errors.js';
import { pageWindow, toPage } from '../pagination.js';
import type { UserRow } from '../sessions.js';
import { LINK_SECONDS } from './avatars.js';
import { checkedUpload, storedWith, type IncomingFile } from './uploads.js';

export function toDocument(row: DocumentRow) {
  return {
    id: row.id,
    name: row.name,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    uploaded_at: row.createdAt.toISOString(),
    uploaded_by: row.uploadedBy,
    organization: row.organizationId === null ? null : { id: row.organizationId, name: row.organizationName ?? '' },
    viewed: row.viewedAt !== null,
  };
}

export class Documents {
  constructor(
    private readonly db: Database,
    private readonly files: FileStore,
    private readonly now: () => Date,
  ) {}

  async page(user: UserRow, page: number) {
    const { limit, offset } = pageWindow(page);
    const rows = await documentsOfPatient(this.db, user.id, limit, offset);
    return toPage(rows.map(toDocument), page);
  }

  private async owned(user: UserRow, id: number): Promise<DocumentRow> {
    const row = await documentOfPatient(this.db, user.id, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async upload(user: UserRow, file: IncomingFile) {
    const upload = checkedUpload(file, documentRule);
    const given = upload.fields.name?.trim();
    if (given !== undefined && given.length > 150) throw invalidFields({ name: 'validation.invalid' });
    const key = `documents/${user.uuid}/${randomBytes(12).toString('hex')}.${upload.extension}`;
    const row = await storedWith(this.files, key, upload, () =>
      insertPatientDocument(this.db, {
        userId: user.id,
        name: given || upload.fileName,
        mimeType: upload.contentType,
        sizeBytes: upload.body.length,
        fileKey: key,
        // The patient's own upload needs no "new" mark.
        viewedAt: this.now(),
      }),
    );
    return toDocument(row[0]!);
  }

  /** A link to open the document; opening it counts as viewing it. */
  async link(user: UserRow, id: number, onlyOrganization = false) {
    const row = await this.owned(user, id);
    if (onlyOrganization && row.uploadedBy !== 'organization') throw new NotFoundError();
    if (row.viewedAt === null) await markDocumentViewed(this.db, row.id, this.now());
    const link = await this.files.signedUrl(row.fileKey, LINK_SECONDS, row.name);
    return { url: link.url, expires_at: link.expiresAt.toISOString() };
  }

  /** The patient deletes their own uploads; what an organization shared stays (403). */
  async remove(user: UserRow, id: number) {
    const row = await this.owned(user, id);
    if (row.uploadedBy !== 'patient') throw new ForbiddenError();
    await deleteDocument(this.db, row.id);
    await this.files.remove(row.fileKey);
  }

  async unviewed(user: UserRow) {
    return { count: await unviewedDocumentCount(this.db, user.id) };
  }

  async markViewed(user: UserRow, ids: number[]) {
    if (ids.length > 0) {
      await markDocumentsViewed(this.db, user.id, ids, this.now());
    }
    return this.unviewed(user);
  }
}
