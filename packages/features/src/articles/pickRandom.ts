/**
 * `count` items of a list in random order, each at most once [spec 9: four random parent
 * categories are shown]. `random` is Math.random unless a test fixes it.
 */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`A count must be a whole number of 0 or more, got ${count}`);
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** Four random parent categories are shown on the articles page [spec 9]. */
export const SHOWN_PARENT_CATEGORIES = 4;
