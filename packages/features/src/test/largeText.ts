/** A story's globals at 200% text on a 320 px phone (.storybook/preview.tsx, viewports.ts). */
export const largeTextGlobals = { textSize: '200%', viewport: { value: 'narrow', isRotated: false } } as const;

// Checks for layouts at 200% text, shared by the stories (their play functions) and the journey
// e2e/tests/large-text.spec.ts (through page.evaluate). Each function stands alone, without
// imports or outer names, so a browser page can run its source as it is.

/**
 * The words under `root` that wrap inside themselves: a word whose letters' boxes lie on more
 * than one line ("Maternit/y"). Words are cut at spaces and at the marks a line may rightly break
 * after (hyphens, slashes, dots between words); an e-mail address or a web address may break
 * anywhere (they are longer than a phone at 200% text), so they are left out. Text not shown (a
 * closed disclosure's panel, kept in the page as `hidden="until-found"`) is left out too: it is
 * laid out only when opened, and measuring it before gives boxes no reader sees.
 */
export function brokenWords(root: Element): string[] {
  const broken: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && !node.parentElement.checkVisibility()) continue;
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
 * How much of the focused element, as a share of its visible points, is under a sticky bar of the
 * page (the tab bar at the foot of a phone, the header on top): at each point of a grid over the
 * element, the topmost element there is asked for; a point counts as covered when that element is
 * neither the focused one nor inside it, and lies in a bar (`position: sticky` or `fixed`) that does
 * not hold the focus itself. 0 when nothing covers it.
 */
export function focusCoveredShare(): number {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 0;
  const box = focused.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return 0;
  const inBar = (element: Element | null): boolean => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if ((position === 'sticky' || position === 'fixed') && !node.contains(focused)) return true;
    }
    return false;
  };
  let points = 0;
  let covered = 0;
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 5; j++) {
      const x = box.left + ((i + 0.5) * box.width) / 5;
      const y = box.top + ((j + 0.5) * box.height) / 5;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      points++;
      const top = document.elementFromPoint(x, y);
      if (top && top !== focused && !focused.contains(top) && inBar(top)) covered++;
    }
  }
  return points === 0 ? 0 : covered / points;
}
