// The inbox's keys, as a nurse working down a queue uses them: j or ↓ the next item, k or ↑ the
// previous one, r reply (open it), e mark handled. Listened for on the whole page, so they work
// from the moment the inbox shows, but never while she types (a field, a text area) or holds a
// modifier (the browser's and the screen reader's own shortcuts).
import { useEffect, useRef } from 'react';

export type InboxKey = 'next' | 'previous' | 'reply' | 'handle';

const keys: Record<string, InboxKey> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  r: 'reply',
  e: 'handle',
};

/** The action of a key press, or null when it is not the inbox's (typing, a modifier, another key). */
export function inboxKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
): InboxKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target as HTMLElement | null;
  if (
    target?.closest?.(
      'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"], [role="menu"]',
    )
  )
    return null;
  return keys[event.key] ?? null;
}

export function useInboxKeys(onKey: (key: InboxKey) => void) {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      const key = inboxKeyOf(event);
      if (!key) return;
      event.preventDefault(); // ↓ and ↑ move between items here, not the page
      handler.current(key);
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, []);
}
