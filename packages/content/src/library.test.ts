import { existsSync, mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, readLibrary, splitFrontMatter } from './index.js';

describe('readLibrary', () => {
  // Reads and parses every file of content/: under a second alone, past 5 s (the default) on two
  // cores another engineer's run also used (load average 18).
  it("reads the repository's content/ folder from the package", { timeout: 30_000 }, () => {
    expect(existsSync(join(CONTENT_DIR, 'README.md'))).toBe(true);
    const library = readLibrary();
    expect(library.articles.length).toBeGreaterThan(0);
    // Every article has both languages, and every announcement a title in each.
    const keys = new Set(library.articles.map((a) => a.key));
    for (const key of keys) {
      expect(
        library.articles
          .filter((a) => a.key === key)
          .map((a) => a.language)
          .sort(),
      ).toEqual(['en', 'es']);
    }
    for (const announcement of library.announcements) {
      expect(announcement.title.en).not.toBe('');
      expect(announcement.title.es).not.toBe('');
      expect(announcement.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the file when one has no front matter', () => {
    const root = mkdtempSync(join(tmpdir(), 'mat-content-'));
    mkdirSync(join(root, 'articles', 'broken'), { recursive: true });
    writeFileSync(join(root, 'articles', 'categories.yaml'), '[]\n');
    writeFileSync(join(root, 'articles', 'broken', 'en.md'), 'no front matter here\n');
    expect(() => readLibrary(root)).toThrow(/broken\/en\.md: no front matter/);
  });
});

describe('splitFrontMatter', () => {
  it('splits YAML from the body, and gives null without front matter', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\nBody\n')).toEqual({ yaml: 'title: A', body: 'Body\n' });
    expect(splitFrontMatter('Body only')).toBeNull();
  });
});
