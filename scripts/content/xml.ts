// A strict well-formedness check for the library's SVG files: one root element, every tag closed
// in order, attributes quoted and not repeated, only XML's own entities or numeric ones. An SVG
// that fails here would not render in a browser's XML parser either.

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

/** The first problem of a document, or null when it is well-formed XML. */
export function xmlProblem(source: string): string | null {
  let text = source.replace(/^\uFEFF/, '');
  text = text.replace(/^<\?xml[^?]*\?>/, '');
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = lt === -1 ? text.slice(at) : text.slice(at, lt);
    if (ENTITY.test(chunk)) return `a bare & in text near "${chunk.trim().slice(0, 30)}"`;
    if (open.length === 0 && chunk.trim() !== '')
      return `text outside the root element: "${chunk.trim().slice(0, 30)}"`;
    if (lt === -1) break;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end === -1) return 'an unclosed comment';
      at = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt);
      if (end === -1 || open.length === 0) return 'a misplaced CDATA section';
      at = end + 3;
      continue;
    }
    const gt = findTagEnd(text, lt + 1);
    if (gt === -1) return 'an unclosed tag';
    const tag = text.slice(lt + 1, gt);
    at = gt + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const expected = open.pop();
      if (name !== expected) return `</${name}> closes <${expected ?? 'nothing'}>`;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const problem = tagProblem(selfClosing ? tag.slice(0, -1) : tag);
    if (typeof problem === 'string') return problem;
    if (open.length === 0) roots += 1;
    if (roots > 1) return 'more than one root element';
    if (!selfClosing) open.push(problem.name);
  }
  if (open.length > 0) return `<${open.at(-1)}> is never closed`;
  return roots === 1 ? null : 'no root element';
}

/** The index of the > that ends a tag, skipping any > inside quoted attribute values. */
function findTagEnd(text: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '<') return -1;
    else if (c === '>') return i;
  }
  return -1;
}

function tagProblem(tag: string): { name: string } | string {
  const name = /^[^\s]+/.exec(tag)?.[0] ?? '';
  if (!NAME.test(name)) return `a bad tag name "<${name}"`;
  const rest = tag.slice(name.length);
  const attribute = /\s+([^\s=]+)\s*=\s*("([^"<]*)"|'([^'<]*)')/y;
  const seen = new Set<string>();
  let index = 0;
  while (index < rest.length) {
    if (rest.slice(index).trim() === '') break;
    attribute.lastIndex = index;
    const match = attribute.exec(rest);
    if (!match) return `a malformed attribute in <${name}>: "${rest.slice(index).trim().slice(0, 30)}"`;
    const [, key, , double, single] = match;
    if (!NAME.test(key!)) return `a bad attribute name "${key}" in <${name}>`;
    if (seen.has(key!)) return `the attribute ${key} twice in <${name}>`;
    if (ENTITY.test(double ?? single ?? '')) return `a bare & in an attribute of <${name}>`;
    seen.add(key!);
    index = attribute.lastIndex;
  }
  return { name };
}
