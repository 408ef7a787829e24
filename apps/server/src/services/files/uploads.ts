// Reading one uploaded file from a multipart request and checking it by @mat/domain's file rules:
// the extension and the size, and the bytes themselves, so a renamed file is not taken for a photo.
import { validateFile, type FileRule } from '@mat/domain';
import type { FastifyRequest } from 'fastify';
import type { FileStore } from '../../adapters/files.js';
import { invalidFields } from '../errors.js';

export type Upload = { fileName: string; body: Buffer; contentType: string; extension: string; fields: Record<string, string> };

const signatures: [type: string, matches: (b: Buffer) => boolean][] = [
  ['application/pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
  ['image/heic', (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1)$/.test(b.subarray(8, 12).toString('latin1'))],
];

const typeOfExtension: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', heic: 'image/heic',
};

/** The content type the bytes show, or null for anything else. */
export function sniff(body: Buffer): string | null {
  return signatures.find(([, matches]) => matches(body))?.[0] ?? null;
}

/** The single file of the request, checked against `rule`; 422 with the domain's message ids otherwise. */
export async function readUpload(request: FastifyRequest, rule: FileRule): Promise<Upload> {
  if (!request.isMultipart()) throw invalidFields({ file: 'validation.required' });
  const part = await request.file({ limits: { fileSize: rule.maxMb * 1024 * 1024, files: 1 } });
  if (!part) throw invalidFields({ file: 'validation.required' });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { ...(await checkedFile(part, rule, 'file')), fields };
}

type FilePart = { filename: string; file: { truncated: boolean }; toBuffer(): Promise<Buffer> };

/** One file part read whole and checked by extension, size and content; `field` names it in a 422. */
async function checkedFile(part: FilePart, rule: FileRule, field: string): Promise<Omit<Upload, 'fields'>> {
  const fileName = part.filename || 'file';
  const named = validateFile({ name: fileName, size: 0 }, rule);
  if (named) throw invalidFields({ [field]: named.id });
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch {
    // @fastify/multipart stops reading at the limit and says so.
    throw invalidFields({ [field]: 'validation.fileTooLarge' });
  }
  if (part.file.truncated) throw invalidFields({ [field]: 'validation.fileTooLarge' });
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const contentType = sniff(body);
  if (contentType === null || contentType !== typeOfExtension[extension]) throw invalidFields({ [field]: 'validation.invalidFileType' });
  return { fileName, body, contentType, extension };
}

export type Parts = { fields: Record<string, string>; files: Omit<Upload, 'fields'>[] };

/**
 * A multipart form with text fields and up to `maxFiles` files under `fileField` (a message and its
 * attachments), each file checked as a single upload is. Every file is read before anything is kept,
 * so a bad one refuses the whole form.
 */
export async function readParts(request: FastifyRequest, rule: FileRule, fileField: string, maxFiles: number): Promise<Parts> {
  if (!request.isMultipart()) throw invalidFields({ content: 'validation.required' });
  const result: Parts = { fields: {}, files: [] };
  const parts = request.parts({ limits: { fileSize: rule.maxMb * 1024 * 1024, files: maxFiles + 1, fields: 10, fieldSize: 64 * 1024 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (result.fields[part.fieldname] !== undefined) throw invalidFields({ [part.fieldname]: 'validation.invalid' });
      result.fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== fileField && part.fieldname !== `${fileField}[]`) throw invalidFields({ [part.fieldname]: 'validation.invalid' });
    if (result.files.length >= maxFiles) throw invalidFields({ [fileField]: 'validation.invalid' });
    result.files.push(await checkedFile(part, rule, fileField));
  }
  return result;
}

/**
 * Stores the file under `key`, then runs `record` (the row that owns it). When the row cannot be
 * written the file is removed again, so a failed upload leaves no file that nobody owns.
 */
export async function storedWith<T>(files: FileStore, key: string, upload: Pick<Upload, 'body' | 'contentType'>, record: () => Promise<T>): Promise<T> {
  await files.put(key, upload.body, upload.contentType);
  try {
    return await record();
  } catch (error) {
    // The row's failure is what the caller must hear of; a file that cannot be removed either is
    // no worse than before.
    await files.remove(key).catch(() => undefined);
    throw error;
  }
}
