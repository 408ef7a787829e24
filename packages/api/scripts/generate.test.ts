import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { listOperations, readSpec, renderAll, tagKey } from './generate.mjs';
// @ts-expect-error: a plain ES module script without type declarations
import { markdown, renderReference, typeOf } from './reference.mjs';

describe('the generated files', () => {
  // Renders the whole contract: 5-8 s of CPU alone, 23 s on one busy core and past 30 s with two
  // workers on cores another engineer's run also used (load average 18).
  it('match openapi/v2.yaml (run pnpm --filter @mat/api generate after changing it)', { timeout: 90_000 }, async () => {
    const files: Record<string, string> = await renderAll();
    for (const [name, text] of Object.entries(files)) {
      const committed = readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');
      expect(committed === text, `${name} is out of date`).toBe(true);
    }
  });

  it('give every operation a unique operationId and one tag', () => {
    const operations: { operationId: string; tag: string }[] = listOperations(readSpec());
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of operations) expect(o.tag, o.operationId).toBeTruthy();
  });

  it('derive a camelCase key from a tag without x-query-key', () => {
    expect(tagKey('Eligibility, organizations and filters')).toBe('eligibilityOrganizationsAndFilters');
  });
});

describe('the reference page', () => {
  it('shows every operation and every schema of the description', () => {
    const spec = readSpec();
    const html: string = renderReference(spec);
    for (const o of listOperations(spec) as { operationId: string }[])
      expect(html).toContain(`id="op-${o.operationId}"`);
    for (const name of Object.keys(spec.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
    expect(html).not.toMatch(/<script|https?:\/\/[^"]*\.(js|css)"/);
  });

  it('writes types readably and escapes text', () => {
    expect(typeOf({ anyOf: [{ $ref: '#/components/schemas/PatientStatus' }, { type: 'null' }] })).toBe(
      '<a href="#schema-PatientStatus">PatientStatus</a> | null',
    );
    expect(typeOf({ type: 'array', items: { type: 'string', format: 'date' } })).toBe('string (date)[]');
    expect(typeOf({ type: ['integer', 'null'] })).toBe('integer | null');
    expect(markdown('Use `<b>` **now**:\n- one\n  more\n- two')).toBe(
      '<p>Use <code>&lt;b&gt;</code> <strong>now</strong>:</p>\n<ul><li>one more</li><li>two</li></ul>',
    );
  });
});
