import type { MessageId } from '../messages/catalogue.js';

export type FileRule = { extensions: readonly string[]; maxMb: number };
export type FileError = { id: MessageId; values?: Record<string, number> };

const BYTES_PER_MB = 1024 * 1024;

/** The spec leaves the avatar limits open; Matrona takes common photo formats up to 5 MB. */
export const avatarRule: FileRule = { extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic'], maxMb: 5 };
/** Documents and message attachments: photos and PDFs up to 10 MB. */
export const documentRule: FileRule = { extensions: ['pdf', 'jpg', 'jpeg', 'png', 'heic'], maxMb: 10 };
/** The media types of those documents, which a file picker offers; the rule itself checks the extension. */
export const documentMediaTypes: readonly string[] = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'];

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * 'Invalid file type' for an extension outside the rule, then 'File exceeds {size}Mb limit'
 * (with `size` to fill in) for a file over it [spec 5].
 */
export function validateFile(file: { name: string; size: number }, rule: FileRule): FileError | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return { id: 'validation.invalidFileType' };
  if (file.size > rule.maxMb * BYTES_PER_MB) return { id: 'validation.fileTooLarge', values: { size: rule.maxMb } };
  return null;
}

/** An avatar with a wrong extension or too large is rejected [spec 5]. */
export function validateAvatar(file: { name: string; size: number }): FileError | null {
  return validateFile(file, avatarRule);
}
