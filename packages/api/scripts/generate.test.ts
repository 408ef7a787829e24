import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { listOperations, readSpec, renderAll, tagKey } from './generate.mjs';

describe('the generated files', () => {
  it('match openapi/v2.yaml (run pnpm --filter @mat/api generate after changing it)', async () => {
    const files: Record<string, string> = await renderAll();
    for (const [name, text] of Object.entries(files)) {
      const committed = readFileSync(new URL(`../src/generated/${name}`, import.meta.url), 'utf8');
      expect(committed === text, `src/generated/${name} is out of date`).toBe(true);
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
