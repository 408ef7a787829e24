import { useEffect } from 'react';

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
    const observer = new ResizeObserver(() =>
      root.style.setProperty(property, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}
