// Reading the one file of a multipart request (the avatar, a document): the HTTP half of an upload.
// What the bytes are and whether they are allowed is the services' rule (services/files/uploads.ts).
import type { FastifyRequest } from 'fastify';
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
