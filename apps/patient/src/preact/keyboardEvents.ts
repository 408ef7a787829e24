import { options } from 'preact';

/**
 * react-aria hands a keyboard handler a copy of the event made by spreading it (`{...e}` in its
 * createEventHandler, behind useKeyboard: Escape closing a menu or a popover, the arrow keys of a
 * select's button). React's synthetic event keeps `key`, `target` and `currentTarget` as its own
 * fields, so the copy has them. Preact hands handlers the browser's own event, whose fields are
 * getters on its prototype, and a spread copies none of them: Escape reached react-aria as a key
 * of `undefined` on no element, and no menu closed.
 *
 * This gives each keyboard event Preact dispatches its fields as its own: getters and setters that
 * read and write the browser's live (so `currentTarget` stays right as the event bubbles, and code
 * listening outside Preact reads what it always did).
 */
export function makeKeyboardEventsSpreadable(): void {
  const previous = options.event;
  options.event = (e: Event) => {
    const event = (previous ? previous(e) : e) as Event;
    // One event reaches a handler on each element it bubbles through: its fields are made once.
    if (event instanceof KeyboardEvent && !spreadable.has(event)) {
      ownFields(event);
      spreadable.add(event);
    }
    return event;
  };
}

const spreadable = new WeakSet<Event>();
let fields: [string, PropertyDescriptor][] | undefined;

/** Every getter a keyboard event inherits (KeyboardEvent's, UIEvent's, Event's), found once. */
function keyboardEventFields(): [string, PropertyDescriptor][] {
  if (fields) return fields;
  const found = new Map<string, PropertyDescriptor>();
  for (
    let proto: object | null = KeyboardEvent.prototype;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (descriptor.get && !found.has(name)) found.set(name, descriptor);
    }
  }
  return (fields = [...found]);
}

function ownFields(event: KeyboardEvent): void {
  const own: PropertyDescriptorMap = {};
  for (const [name, { get, set }] of keyboardEventFields()) {
    if (Object.prototype.hasOwnProperty.call(event, name)) continue;
    own[name] = {
      enumerable: true,
      configurable: true,
      get: () => get!.call(event),
      set: set && ((value: unknown) => set.call(event, value)),
    };
  }
  Object.defineProperties(event, own);
}
