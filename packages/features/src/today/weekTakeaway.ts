/**
 * The week's one-line takeaway: the first sentence of what the baby does this week, which every
 * week's text opens with ("The baby is about 15.7 inches (40 cm) and 2.9 pounds (1.3 kg).").
 * Sentences are found by the language's own rules (Intl.Segmenter), so "1.3 kg" or "¡Feliz primer
 * cumpleaños!" are not cut; a runtime without it falls back to the first stop followed by a space.
 */
export function weekTakeaway(text: string, locale: string): string {
  const trimmed = text.trim();
  if (typeof Intl.Segmenter === 'function') {
    const [first] = new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(trimmed);
    return first ? first.segment.trim() : trimmed;
  }
  return trimmed.match(/^.*?[.!?](?=\s|$)/s)?.[0] ?? trimmed;
}
