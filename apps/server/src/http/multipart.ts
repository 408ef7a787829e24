// Reading the one file of a multipart request (the avatar, a document): the HTTP half of an upload.
// What the bytes are and whether they are allowed is the services' rule (services/files/uploads.ts).
import { documentRule, isStorableText } from '@mat/domain';
import type { FastifyRequest } from 'fastify';
import { checkedQuestionForm } from '../services/conversations/conversations.js';
import { MAX_ATTACHMENTS, checkedMessage, type MessageInput } from '../services/conversations/threads.js';
import { DomainError, invalidFields } from '../services/errors.js';
import type { IncomingFile } from '../services/files/uploads.js';

/**
 * What reading a form threw, as the refusal it is. The parser (busboy) throws plain errors for a form
 * that does not parse (no boundary, another boundary, cut short): the request's fault, so a 422 on
 * the form, not a 500. @fastify/multipart's own limits carry their 4xx status and pass as they are.
 */
function refusal(error: unknown, fileField: string): unknown {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalidFields({ [fileField]: 'validation.fileTooLarge' });
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return invalidFields({ body: 'validation.invalid' });
}

/** Runs `read`, turning what a broken form throws into its refusal. */
async function reading<T>(fileField: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw refusal(error, fileField);
  }
}

/**
 * A form's text, as the JSON bodies' (http/validation.ts): a NUL byte or a lone surrogate, which
 * PostgreSQL cannot store, is a 422 on its field, never a 500 from the database.
 */
function storable(field: string, text: string): string {
  if (!isStorableText(text)) throw invalidFields({ [field]: 'validation.invalid' });
  return text;
}

/** The request's single file part and its text fields; 422 on `file` when it is missing or over `maxMb`. */
export async function readFilePart(request: FastifyRequest, maxMb: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw invalidFields({ file: 'validation.required' });
  return reading('file', () => readOneFile(request, maxMb));
}

async function readOneFile(request: FastifyRequest, maxMb: number): Promise<IncomingFile> {
  const part = await request.file({ limits: { fileSize: maxMb * 1024 * 1024, files: 1 } });
  if (!part) throw invalidFields({ file: 'validation.required' });
  // Past the size limit @fastify/multipart throws FST_REQ_FILE_TOO_LARGE, which `reading` refuses on `file`.
  const body = await part.toBuffer();
  if (part.file.truncated) throw invalidFields({ file: 'validation.fileTooLarge' });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = storable(name, String(field.value));
  }
  return { fileName: storable('file', part.filename || 'file'), body, fields };
}

/**
 * A multipart form with text fields and up to `maxFiles` files under `fileField` (a message and its
 * attachments). Every part is read before anything is kept, so a bad one refuses the whole form.
 */
export async function readParts(request: FastifyRequest, maxMb: number, fileField: string, maxFiles: number) {
  if (!request.isMultipart()) throw invalidFields({ content: 'validation.required' });
  return reading(fileField, () => readEveryPart(request, maxMb, fileField, maxFiles));
}

async function readEveryPart(request: FastifyRequest, maxMb: number, fileField: string, maxFiles: number) {
  const form: { fields: Record<string, string>; files: IncomingFile[] } = { fields: {}, files: [] };
  const parts = request.parts({
    limits: { fileSize: maxMb * 1024 * 1024, files: maxFiles + 1, fields: 10, fieldSize: 64 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (form.fields[part.fieldname] !== undefined) throw invalidFields({ [part.fieldname]: 'validation.invalid' });
      form.fields[part.fieldname] = storable(part.fieldname, String(part.value));
      continue;
    }
    if (part.fieldname !== fileField && part.fieldname !== `${fileField}[]`)
      throw invalidFields({ [part.fieldname]: 'validation.invalid' });
    if (form.files.length >= maxFiles) throw invalidFields({ [fileField]: 'validation.invalid' });
    const body = await part.toBuffer();
    if (part.file.truncated) throw invalidFields({ [fileField]: 'validation.fileTooLarge' });
    form.files.push({ fileName: storable(fileField, part.filename || 'file'), body, fields: {} });
  }
  return form;
}

/** A message form (multipart: `content` and files under `attachments`), read and checked. */
export async function readMessageForm(request: FastifyRequest): Promise<MessageInput> {
  return checkedMessage(await readParts(request, documentRule.maxMb, 'attachments', MAX_ATTACHMENTS));
}

/** A question with its files (multipart: NewConversationForm's fields and files under `attachments`), read and checked. */
export async function readQuestionForm(request: FastifyRequest) {
  return checkedQuestionForm(await readParts(request, documentRule.maxMb, 'attachments', MAX_ATTACHMENTS));
}
