// The library's Markdown as HTML (Article.body_html). Only what content/README.md allows is
// rendered: ## and ### headings, paragraphs, - and 1. lists, tables, **bold** and links. Every
// character of the text is escaped and only these tags are written, so the HTML is safe to show
// as is; a link goes to an https address or a path of the site, never anywhere else.

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** **bold** and [text](target) inside a line, around escaped text. */
function inline(text: string): string {
  let html = '';
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    html += escape(text.slice(at, match.index));
    if (match[1] !== undefined) html += `<strong>${inline(match[1])}</strong>`;
    else html += link(match[2]!, match[3]!);
    at = match.index + match[0].length;
  }
  return html + escape(text.slice(at));
}

function link(label: string, target: string): string {
  if (/^https:\/\//.test(target)) return `<a href="${escape(target)}" rel="noopener noreferrer">${inline(label)}</a>`;
  if (/^\/[\w/-]*$/.test(target)) return `<a href="${escape(target)}">${inline(label)}</a>`;
  return inline(label);
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function markdownToHtml(markdown: string): string {
  const blocks: string[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      blocks.push(`<h${level}>${inline(heading[2]!.trim())}</h${level}>`);
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(lines[i++]!);
      const [head, , ...body] = rows;
      blocks.push(
        `<table><thead><tr>${cells(head!)
          .map((c) => `<th scope="col">${inline(c)}</th>`)
          .join('')}</tr></thead>` +
          `<tbody>${body
            .map(
              (row) =>
                `<tr>${cells(row)
                  .map((c) => `<td>${inline(c)}</td>`)
                  .join('')}</tr>`,
            )
            .join('')}</tbody></table>`,
      );
      continue;
    }
    const item = /^(\s*)([-*]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]!);
      const items: string[] = [];
      while (i < lines.length) {
        const next = /^\s*([-*]|\d+[.)])\s+(.*)$/.exec(lines[i]!);
        if (next && /\d/.test(next[1]!) === ordered) items.push(next[2]!);
        else if (lines[i]!.trim() !== '' && /^\s+/.test(lines[i]!) && items.length > 0)
          items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i += 1;
      }
      const tag = ordered ? 'ol' : 'ul';
      blocks.push(`<${tag}>${items.map((text) => `<li>${inline(text)}</li>`).join('')}</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !/^(#{2,3}\s|\s*\||\s*([-*]|\d+[.)])\s)/.test(lines[i]!))
      paragraph.push(lines[i++]!.trim());
    blocks.push(`<p>${inline(paragraph.join(' '))}</p>`);
  }
  return blocks.join('\n');
}

/** The words of a Markdown text without its markup, for a plain-text field (an announcement's body). */
export function markdownToText(markdown: string): string {
  return markdown
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}
