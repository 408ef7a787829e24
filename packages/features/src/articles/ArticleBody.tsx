// An article's body_html as React elements. The server writes it from the library's Markdown
// (markdownToHtml of @mat/content, packages/content/src/markdown.ts), escaping every character of the text and
// writing only a few tags. This screen does not take that on trust: it parses the HTML inertly
// (DOMParser runs no script and loads nothing) and rebuilds only the allowed tags, with only an
// https or same-site href kept on links, so no markup of the answer reaches the page as markup.
// No dangerouslySetInnerHTML is needed at all.
import { Fragment, createElement, type ReactNode } from 'react';
import * as styles from './articles.css';

const ALLOWED = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
]);

/** A link target the library allows: an https address or a path of the site. */
export function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  if (/^https:\/\//i.test(href) || /^\/(?!\/)[\w/-]*$/.test(href)) return href;
  return undefined;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  // An unknown tag keeps its text (never its markup); script and style keep nothing.
  if (tag === 'script' || tag === 'style') return null;
  if (!ALLOWED.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    const outside = href?.startsWith('https://');
    return (
      <a key={key} href={href} {...(outside ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {children}
      </a>
    );
  }
  if (tag === 'th')
    return createElement('th', { key, scope: element.getAttribute('scope') === 'row' ? 'row' : 'col' }, ...children);
  if (tag === 'table')
    return (
      <div key={key} className={styles.tableBox}>
        {createElement('table', null, ...children)}
      </div>
    );
  return createElement(tag, { key }, ...children);
}

export function ArticleBody({ html, lang }: { html: string; lang: string }) {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return (
    <div className={styles.body} lang={lang}>
      {Array.from(parsed.body.childNodes, toReact)}
    </div>
  );
}
