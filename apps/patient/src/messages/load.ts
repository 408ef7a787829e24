import type { Locale } from '@mat/features';
import { storedLocale } from '../browser';
import { parts, type Area, type Catalogue, type Part } from './parts';

export type { Area, Catalogue } from './parts';

// The messages the app shows: the language's `base` part and the part of each area a page has
// opened, merged. A page asks for its area (withMessages) before it renders; a language switch
// loads the new language's base and every area opened so far, and only then shows it, so nothing
// is ever shown half translated.
export type Shown = { locale: Locale; catalogue: Catalogue };

const loaded = new Map<string, Promise<Catalogue>>();
function load(locale: Locale, part: Part): Promise<Catalogue> {
  const key = `${locale}/${part}`;
  let piece = loaded.get(key);
  if (!piece) {
    piece = parts[locale][part]().then((module) => module.default);
    // A failed download (the network came and went) is tried again at the next ask.
    piece.catch(() => loaded.delete(key));
    loaded.set(key, piece);
  }
  return piece;
}

export function createMessages(initial: Locale) {
  const opened = new Set<Part>(['base']);
  const listeners = new Set<() => void>();
  let wanted = initial;
  let shown: Shown | null = null;
  let latest: Promise<void> = Promise.resolve();
  let run = 0;

  async function publish(): Promise<void> {
    const mine = ++run;
    const locale = wanted;
    const pieces = await Promise.all([...opened].map((part) => load(locale, part)));
    // A later ask (another area, another language) publishes instead, with this one's parts too.
    if (mine !== run) return latest;
    shown = { locale, catalogue: Object.assign({}, ...pieces) as Catalogue };
    for (const listener of listeners) listener();
  }
  const refresh = () => (latest = publish());

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown: () => shown,
    /** Shows the language once its messages, for every area opened so far, have come. */
    setLocale(locale: Locale) {
      wanted = locale;
      return refresh();
    },
    /** Resolves once the area's messages (or the phone app's, `native`) are part of what is shown. */
    open(area: Area | 'native'): Promise<void> {
      if (opened.has(area) && shown?.locale === wanted) return latest;
      opened.add(area);
      return refresh();
    },
    start: () => refresh(),
  };
}

export type Messages = ReturnType<typeof createMessages>;

/** The app's messages, from the language the visitor chose last time. */
export const messages = createMessages(storedLocale());

/** A route's chunk that arrives with its areas' messages in the language in use. */
export function withMessages<Module>(areas: readonly Area[], importer: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([importer(), ...areas.map((area) => messages.open(area))]).then(([module]) => module);
}
