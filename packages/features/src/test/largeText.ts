/** A story's globals at 200% text on a 320 px phone (.storybook/preview.tsx, viewports.ts). */
export const largeTextGlobals = { textSize: '200%', viewport: { value: 'narrow', isRotated: false } } as const;

// Checks for layouts at 200% text, shared by the stories (their play functions) and the journey
// e2e/tests/large-text.spec.ts (through page.evaluate). Each function stands alone, without
// imports or outer names, so a browser page can run its source as it is.

/**
 * The words under `root` that wrap inside themselves: a word whose letters' boxes lie on more
 * than one line ("Maternit/y"). Words are cut at spaces and at the marks a line may rightly break
 * after (hyphens, slashes, dots between words); an e-mail address or a web address may break
 * anywhere (they are longer than a phone at 200% text), so they are left out.
 */
export function brokenWords(root: Element): string[] {
  const broken: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/[^\s\-‐–—/·.,:;()]+/g)) {
      const word = match[0];
      // The whole run of text between spaces that holds this word: an address is left out whole.
      const start = text.lastIndexOf(' ', match.index) + 1;
      const end = text.indexOf(' ', match.index);
      const run = text.slice(start, end === -1 ? undefined : end);
      if (word.length < 2 || run.includes('@') || run.includes('://') || run.startsWith('www.')) continue;
      const range = root.ownerDocument.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + word.length);
      const lines = new Set<number>();
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0) lines.add(Math.round(rect.bottom));
      }
      if (lines.size > 1) broken.push(word);
    }
  }
  return broken;
}

/**
 * How much of the focused element, as a share of its area, lies under a sticky bar of the page
 * (the tab bar at the foot of a phone, the header on top); 0 when nothing covers it or when the
 * focus is on the bar itself. Bars are the elements with `position: sticky` or `fixed`.
 */
export function focusCoveredShare(): number {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 0;
  const box = focused.getBoundingClientRect();
  const area = box.width * box.height;
  if (area === 0) return 0;
  let covered = 0;
  for (const element of document.querySelectorAll('body *')) {
    const position = getComputedStyle(element).position;
    if (position !== 'sticky' && position !== 'fixed') continue;
    if (element.contains(focused) || focused.contains(element)) continue;
    const bar = element.getBoundingClientRect();
    const width = Math.min(box.right, bar.right) - Math.max(box.left, bar.left);
    const height = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
    if (width > 0 && height > 0) covered = Math.max(covered, (width * height) / area);
  }
  return covered;
}
