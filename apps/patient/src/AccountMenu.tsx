// The account menu of the signed-in header, in a chunk of its own: react-aria's menu, popover
// and collections weigh more than the rest of the shell, and a closed menu is not part of the
// first paint. MainShell shows a button in its place until this arrives (./MainShell).
import { useSession } from '@mat/features';
import { IconButton, Menu, MenuIcon, MenuItem } from '@mat/ui';
import { useIntl } from 'react-intl';
import { otherLocale, type ShellProps } from './Shell';
import { shellMessages as m } from './shell.messages';

export type AccountMenuProps = Omit<ShellProps, 'children'> & {
  /** Pressed before the menu had come: it opens as soon as it has. */
  defaultOpen?: boolean;
  /** Focused before the menu had come: the focus stays on its button. */
  autoFocus?: boolean;
};

/** Settings, the other language and logging out: where a phone app keeps them, behind one button. */
export function AccountMenu({ locale, onLocaleChange, defaultOpen, autoFocus }: AccountMenuProps) {
  const intl = useIntl();
  const { signOut } = useSession();
  const other = otherLocale(locale);
  return (
    <Menu
      aria-label={intl.formatMessage(m.accountMenu)}
      defaultOpen={defaultOpen}
      trigger={
        <IconButton label={intl.formatMessage(m.accountMenu)} autoFocus={autoFocus}>
          <MenuIcon width="1.5rem" height="1.5rem" />
        </IconButton>
      }
    >
      <MenuItem id="settings" href="/settings">
        {intl.formatMessage(m.settings)}
      </MenuItem>
      <MenuItem id="language" textValue={intl.formatMessage(m.switchLanguage)} onAction={() => onLocaleChange(other)}>
        <span lang={other}>{intl.formatMessage(m.switchLanguage)}</span>
      </MenuItem>
      <MenuItem id="logOut" onAction={() => void signOut()}>
        {intl.formatMessage(m.logOut)}
      </MenuItem>
    </Menu>
  );
}
