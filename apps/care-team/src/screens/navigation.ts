// The console's navigation, in the header's order: a screen joins it with one line here (its
// route in router.tsx, its label in messages.ts).
import type { MessageDescriptor } from 'react-intl';
import { navigationMessages, shellMessages } from '../messages';

export type ConsoleLink = { href: string; label: MessageDescriptor };

export const consoleNavigation: readonly ConsoleLink[] = [
  { href: '/connections', label: shellMessages.patients },
  { href: '/video', label: navigationMessages.video },
  { href: '/requests', label: navigationMessages.requests },
  { href: '/sessions', label: navigationMessages.sessions },
  { href: '/care-plan', label: navigationMessages.carePlan },
  { href: '/summaries', label: navigationMessages.summaries },
];
