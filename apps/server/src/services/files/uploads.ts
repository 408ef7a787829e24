// Checking an uploaded file by @mat/domain's file rules: the extension and the size, and the bytes
// themselves, so a renamed file is not taken for a photo. http/multipart.ts reads it from the request.
import { validateFile, type FileRule } from '@mat/domain';
import type { FileStore } from '../../adapters/files.js';
import { invalidFields } from '../errors.js';

export type Upload = {
  fileName: string;
  body: Buffer;
  contentType: string;
  extension: string;
  fields: Record<string, string>;
};

const signatures: [type: string, matches: (b: Buffer) => boolean][] = [
  ['application/pdf', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
  [
    'image/heic',
    (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      /^(heic|heix|mif1|msf1)$/.test(b.subarray(8, 12).toString('latin1')),
  ],
];

const typeOfExtension: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** The content type the bytes show, or null for anything else. */
export function sniff(body: Buffer): string | null {
  return signatures.find(([, matches]) => matches(body))?.[0] ?? null;
}

/** A file as the request brought it: its name, its bytes and the form's text fields. */
export type IncomingFile = { fileName: string; body: Buffer; fields: Record<string, string> };

/** Checks an uploaded file against `rule`: its name's extension and size, and what its bytes are. */
export function checkedUpload(file: IncomingFile, rule: FileRule, field = 'file'): Upload {
  const named = validateFile({ name: file.fileName, size: file.body.length }, rule);
  if (named) throw invalidFields({ [field]: named.id });
  const extension = file.fileName.slice(file.fileName.lastIndexOf('.') + 1).toLowerCase();
  const contentType = sniff(file.body);
  if (contentType === null || contentType !== typeOfExtension[extension])
    throw invalidFields({ [field]: 'validation.invalidFileType' });
  return { ...file, contentType, extension };
}

/**
 * Stores the file under `key`, then runs `record` (the row that owns it). When the row cannot be
 * written the file is removed again, so a failed upload leaves no file that nobody owns.
 */
export async function storedWith<T>(
  files: FileStore,
  key: string,
  upload: Pick<Upload, 'body' | 'contentType'>,
  record: () => Promise<T>,
): Promise<T> {
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
