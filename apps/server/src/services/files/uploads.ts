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
  const fileName = part.filename || 'file';
  const named = validateFile({ name: fileName, size: 0 }, rule);
  if (named) throw invalidFields({ file: named.id });
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch {
    // @fastify/multipart stops reading at the limit and says so.
    throw invalidFields({ file: 'validation.fileTooLarge' });
  }
  if (part.file.truncated) throw invalidFields({ file: 'validation.fileTooLarge' });
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const contentType = sniff(body);
  if (contentType === null || contentType !== typeOfExtension[extension]) throw invalidFields({ file: 'validation.invalidFileType' });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { fileName, body, contentType, extension, fields };
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
