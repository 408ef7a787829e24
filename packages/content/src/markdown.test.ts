import { describe, expect, it } from 'vitest';
import { markdownToHtml, markdownToText } from './markdown.js';

describe('markdownToHtml', () => {
  it('renders the library subset', () => {
    const html = markdownToHtml(
      [
        '## When to call',
        '',
        'Call **now** if you have',
        'a [headache](/articles/preeclampsia) or see [CDC](https://www.cdc.gov/hearher/).',
        '',
        '- one',
        '  continued',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '| Category | Top |',
        '|---|---|',
        '| Severe | 160 or higher |',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>When to call</h2>',
        '<p>Call <strong>now</strong> if you have a <a href="/articles/preeclampsia">headache</a> or see <a href="https://www.cdc.gov/hearher/" rel="noopener noreferrer">CDC</a>.</p>',
        '<ul><li>one continued</li><li>two</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<table><thead><tr><th scope="col">Category</th><th scope="col">Top</th></tr></thead><tbody><tr><td>Severe</td><td>160 or higher</td></tr></tbody></table>',
      ].join('\n'),
    );
  });

  it('escapes HTML and drops links that go anywhere but https or a site path', () => {
    expect(markdownToHtml('<script>alert(1)</script> & [x](javascript:void) [y](http://a.b)')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; x y</p>',
    );
  });
});

describe('markdownToText', () => {
  it('keeps paragraphs and words, not markup', () => {
    expect(markdownToText('Hello **there**,\nfriend.\n\nSee [us](/press).')).toBe('Hello there, friend.\n\nSee us.');
  });
});
