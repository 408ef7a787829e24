// One way to start a Matrona PDF (letter size, the title in its metadata, the page's language)
// and collect it into a buffer. PDFKit's built-in Helvetica covers Spanish (á, é, ñ, ¿), so no
// font file is needed.
import PDFDocument from 'pdfkit';
import type { Language } from './language.js';

export type PdfOptions = {
  title: string;
  language: Language /** false leaves the page text readable, for tests. */;
  compress?: boolean;
};

/** A new document and the promise of its bytes, settled when `doc.end()` has been called. */
export function startPdf({ title, language, compress = true }: PdfOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    compress,
    info: { Title: title, Author: 'Matrona' },
    lang: language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
