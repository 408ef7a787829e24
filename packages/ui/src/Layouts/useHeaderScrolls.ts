import { useEffect, useState } from 'react';
import { borderBlockSize } from './useBlockSizeProperty';

/**
 * The share of the screen's height the sticky bars (the header and, on phones, the tab bar) may
 * cover together. Past it the header scrolls away with the page instead of staying on top: at 200%
 * text in Spanish on a 320 px phone the header wraps to two rows (243 px) and the tab bar's labels to
 * two lines, and both held on screen left the page a strip of 268 px of 640 to be read through.
 */
export const STICKY_BARS_SHARE = 0.4;

/**
 * Whether the header should scroll away with the page: true while the header's and the tab bar's
 * measured heights together cover more than STICKY_BARS_SHARE of the window's height. Measured
 * again as either bar changes size (the text size, a language) and as the window resizes (a phone
 * turned). False where ResizeObserver is missing: the header stays sticky, as before.
 */
export function useHeaderScrolls(header: HTMLElement | null, navigation: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!header || typeof ResizeObserver === 'undefined') return;
    // The bars' heights as the observer last gave them (see borderBlockSize).
    const heights = new Map<Element, number>();
    const measure = () => {
      const bars = [...heights.values()].reduce((sum, height) => sum + height, 0);
      setScrolls(bars > STICKY_BARS_SHARE * window.innerHeight);
    };
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) heights.set(entry.target, borderBlockSize(entry));
      measure();
    });
    observer.observe(header);
    if (navigation) observer.observe(navigation);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [header, navigation]);
  return scrolls;
}
