// The console's pages in its navigation, in order: one entry per page.
import type { MessageDescriptor } from 'react-intl';
import { navigationMessages as m } from './messages';

export const consoleNavigation: readonly { href: string; label: MessageDescriptor }[] = [
  { href: '/', label: m.inbox },
  { href: '/video', label: m.video },
];
