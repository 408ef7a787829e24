// The page's description in the language shown: index.html's English one (vite/documentDescription.ts)
// and the app's, which follows the language of the messages (./documentHead.ts).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, expect, it } from 'vitest';
import en from '../lang/en.json';
import es from '../lang/es.json';
import { documentDescription, englishDescription } from '../vite/documentDescription';
import { describeDocument, useDocumentDescription } from './documentHead';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const content = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

let root: Root;
beforeEach(() => {
  document.head.querySelector('meta[name="description"]')?.remove();
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(() => act(() => root.unmount()));

function Described() {
  useDocumentDescription();
  return null;
}
const render = (locale: 'en' | 'es') =>
  act(() =>
    root.render(
      <IntlProvider locale={locale} messages={locale === 'en' ? en : es}>
        <Described />
      </IntlProvider>,
    ),
  );

it('describes the page in the language shown, and again in the other after a switch', () => {
  render('es');
  expect(content()).toBe(es['patient.shell.description']);
  expect(content()).toMatch(/embarazo/);
  render('en');
  expect(content()).toBe(en['patient.shell.description']);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});

it("keeps index.html's description element, changing only what it says", () => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = 'before';
  document.head.append(meta);
  describeDocument(document, 'after');
  expect(document.head.querySelector('meta[name="description"]')).toBe(meta);
  expect(meta.content).toBe('after');
});

it('gives index.html the English description from the catalogue', () => {
  expect(englishDescription()).toBe(en['patient.shell.description']);
  const plugin = documentDescription();
  const tags = (plugin.transformIndexHtml as () => unknown)();
  expect(tags).toEqual([
    { tag: 'meta', attrs: { name: 'description', content: en['patient.shell.description'] }, injectTo: 'head' },
  ]);
});
