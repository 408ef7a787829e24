import { describe, expect, it } from 'vitest';
import en from '../../lang/en.json';
import es from '../../lang/es.json';

// Every message declared beside a component, gathered from the *.messages.ts files.
const modules = import.meta.glob<Record<string, Record<string, { id: string; defaultMessage: string }>>>(
  '../**/*.messages.ts',
  { eager: true },
);
const declared = Object.values(modules).flatMap((module) =>
  Object.values(module).flatMap((group) => Object.values(group)),
);

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)]
    .map((m) => m[1]!)
    .filter((name, i, all) => all.indexOf(name) === i)
    .sort();
}

describe('the ui messages', () => {
  it('are all in lang/en.json with their default text, and nothing else is', () => {
    expect(declared.length).toBeGreaterThan(5);
    expect(Object.fromEntries(declared.map((m) => [m.id, m.defaultMessage]))).toEqual(en);
  });

  it('have a Spanish text for every id with the same placeholders', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      expect(placeholders(es[id as keyof typeof es]), id).toEqual(placeholders(text));
    }
  });

  it('leave no English in es.json', () => {
    const same = Object.entries(en).filter(
      ([id, text]) => es[id as keyof typeof es] === text && /[a-z]{3}/i.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(same).toEqual([]);
  });
});
