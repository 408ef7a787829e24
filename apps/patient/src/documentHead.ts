// What the page's <head> says of it in the language shown: its <meta name="description">, which
// search engines and link previews read. index.html carries the English one (vite/documentDescription.ts)
// for whoever reads the page before its script runs; the app then keeps it in the language it shows,
// as it does the document's language.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages';

/** Sets the document's description, adding its <meta> if the page has none. */
export function describeDocument(doc: Document, description: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = description;
}

/** Keeps the document's description in the language of the messages shown. */
export function useDocumentDescription(): void {
  const description = useIntl().formatMessage(shellMessages.description);
  useEffect(() => describeDocument(document, description), [description]);
}
