// Reading the one file of a multipart request (the avatar, a document): the HTTP half of an upload.
// What the bytes are and whether they are allowed is the services' rule (services/files/uploads.ts).
import { documentRule } from '@mat/domain';
import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENTS, checkedMessage, type MessageInput } from '../services/conversations/threads.js';
import { invalidFields } from '../services/errors.js';
import type { IncomingFile } from '../services/files/uploads.js';

/** The request's single file part and its text fields; 422 on `file` when it is missing or over `maxMb`. */
export async function readFilePart(request: FastifyRequest, maxMb: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw invalidFields({ file: 'validation.required' });
  const part = await request.file({ limits: { fileSize: maxMb * 1024 * 1024, files: 1 } });
  if (!part) throw invalidFields({ file: 'validation.required' });
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch {
    // @fastify/multipart stops reading at the limit and says so.
    throw invalidFields({ file: 'validation.fileTooLarge' });
  }
  if (part.file.truncated) throw invalidFields({ file: 'validation.fileTooLarge' });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { fileName: part.filename || 'file', body, fields };
}

/**
 * A multipart form with text fields and up to `maxFiles` files under `fileField` (a message and its
 * attachments). Every part is read before anything is kept, so a bad one refuses the whole form.
 */
export async function readParts(request: FastifyRequest, maxMb: number, fileField: string, maxFiles: number) {
  if (!request.isMultipart()) throw invalidFields({ content: 'validation.required' });
  const form: { fields: Record<string, string>; files: IncomingFile[] } = { fields: {}, files: [] };
  const parts = request.parts({ limits: { fileSize: maxMb * 1024 * 1024, files: maxFiles + 1, fields: 10, fieldSize: 64 * 1024 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (form.fields[part.fieldname] !== undefined) throw invalidFields({ [part.fieldname]: 'validation.invalid' });
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== fileField && part.fieldname !== `${fileField}[]`) throw invalidFields({ [part.fieldname]: 'validation.invalid' });
    if (form.files.length >= maxFiles) throw invalidFields({ [fileField]: 'validation.invalid' });
    let body: Buffer;
    try {
      body = await part.toBuffer();
    } catch {
      throw invalidFields({ [fileField]: 'validation.fileTooLarge' });
    }
    if (part.file.truncated) throw invalidFields({ [fileField]: 'validation.fileTooLarge' });
    form.files.push({ fileName: part.filename || 'file', body, fields: {} });
  }
  return form;
}

/** A message form (multipart: `content` and files under `attachments`), read and checked. */
export async function readMessageForm(request: FastifyRequest): Promise<MessageInput> {
  return checkedMessage(await readParts(request, documentRule.maxMb, 'attachments', MAX_ATTACHMENTS));
}
