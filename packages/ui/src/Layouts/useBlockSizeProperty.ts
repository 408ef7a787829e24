import { useEffect } from 'react';

/**
 * The observed element's height from the observer's own entry: asking the element
 * (getBoundingClientRect) after another observer set a property of the page made the browser lay
 * out the whole page again on the spot, twice per load (a 120 ms task on Lighthouse's slower phone).
 */
export function borderBlockSize(entry: ResizeObserverEntry): number {
  return entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
}

/**
 * Keeps a custom property of the page (`document.documentElement`) at the element's height in px,
 * as it changes: the header and the tab bar grow with the text size and wrap in long languages, and
 * the page's scroll padding reads their real height from it. The element comes from a callback ref
 * (useState's setter), so one that appears later (the tab bar after a first run) is measured too.
 * Removed when the element goes; where ResizeObserver is missing the CSS keeps its fallback.
 */
export function useBlockSizeProperty(element: HTMLElement | null, property: `--${string}`) {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) root.style.setProperty(property, `${borderBlockSize(entry)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}
