import en from '../../lang/en.json';
import es from '../../lang/es.json';

/**
 * Every id the rules of this package return. Errors and validation failures travel as ids (the
 * server puts them in its 422 `fields` and error `code`), and each app translates them with these
 * catalogues, so English never leaks into a Spanish screen.
 */
export type MessageId = keyof typeof en;

export type MessageCatalogue = Readonly<Record<MessageId, string>>;

export const domainMessages: { readonly en: MessageCatalogue; readonly es: MessageCatalogue } = {
  en,
  es,
};

export const messageIds: readonly MessageId[] = Object.keys(en) as MessageId[];

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(en, value);
}
