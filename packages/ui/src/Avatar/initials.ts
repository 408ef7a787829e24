/** Up to two initials from a name, by letter (so "Ana María" gives "AM", "李" gives "李"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1)).map(
    (word) => Array.from(word ?? '')[0] ?? '',
  );
  return letters.join('').toLocaleUpperCase();
}
