// V8's compile hint at the top of the patient app's chunks (apps/patient/vite/compileHints.ts).
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint, worthAHint } from '../apps/patient/vite/compileHints';

const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' });

describe('withCompileHint', () => {
  it('puts the hint on the first line, before Vite’s dependency list', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport const a=1;\n//# sourceMappingURL=a.js.map';
    const hinted = withCompileHint(code, map);
    expect(hinted.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.code.slice(COMPILE_HINT.length + 1)).toBe(code);
  });

  it('moves the source map down one line, so every position still maps to its source', () => {
    const hinted = withCompileHint('export const a=1;\nexport const b=2;', map);
    expect(JSON.parse(hinted.map ?? '')).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA;AACA' });
  });

  it('leaves a chunk that already starts with it as it is (a second build step)', () => {
    const once = withCompileHint('export const a=1;', map);
    expect(withCompileHint(once.code, once.map)).toEqual(once);
  });

  it('hints a chunk without a source map', () => {
    expect(withCompileHint('export const a=1;', undefined)).toEqual({
      code: `${COMPILE_HINT}\nexport const a=1;`,
      map: undefined,
    });
  });
});

describe('worthAHint', () => {
  const code = (bytes: number) => 'x'.repeat(bytes);
  it('hints code of 2 KiB or more', () => {
    expect(worthAHint({ code: code(2048), moduleIds: ['/app/src/Today.tsx'] })).toBe(true);
    expect(worthAHint({ code: code(2047), moduleIds: ['/app/src/Today.tsx'] })).toBe(false);
  });
  it('leaves the messages chunks, which are data', () => {
    expect(worthAHint({ code: code(20_000), moduleIds: ['\0messages:es/auth'] })).toBe(false);
    expect(worthAHint({ code: code(20_000), moduleIds: ['\0messages:es/auth', '/app/src/parts.ts'] })).toBe(true);
  });
});
