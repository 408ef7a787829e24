/**
 * The week's one-line takeaway: the first sentence of what the baby does this week, which every
 * week's text opens with ("The baby is about 15.7 inches (40 cm) and 2.9 pounds (1.3 kg)."): up to
 * the first stop, exclamation or question mark followed by a space, so "1.3 kg" is not cut. The
 * weeks' texts are Matrona's own, and a test holds this to the languages' sentence rules
 * (Intl.Segmenter) on every one of them: asked of the browser on Today's first render, those rules
 * cost a slow phone the loading of its sentence data, on the way to the page's largest text.
 */
export function weekTakeaway(text: string): string {
  const trimmed = text.trim();
  return trimmed.match(/^.*?[.!?](?=\s|$)/s)?.[0] ?? trimmed;
}
