import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components';
import * as listStyles from '../styles/listbox.css';
import * as overlay from '../styles/overlay.css';
import { useThemeClass } from '../UiProvider/ThemeContext';

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** The button that opens it (Button or IconButton). */
  trigger: ReactNode;
  /** Open from the start (a menu that arrived after its button was pressed). */
  defaultOpen?: boolean;
}

/** A list of actions behind a button (edit, remove); arrow keys move, Enter acts. */
export function Menu<T extends object>({ trigger, defaultOpen, ...props }: MenuProps<T>) {
  const themeClass = useThemeClass();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      {trigger}
      <Popover className={`${themeClass} ${overlay.popover}`}>
        <AriaMenu {...props} className={listStyles.listBox} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemOwnProps extends Omit<MenuItemProps, 'className' | 'style'> {
  /** An action that removes or deletes: drawn in the danger tone, as its confirmation's button is. */
  isDestructive?: boolean;
}

export function MenuItem({ isDestructive, ...props }: MenuItemOwnProps) {
  return (
    <AriaMenuItem
      {...props}
      className={[listStyles.item, isDestructive && listStyles.destructive].filter(Boolean).join(' ')}
    />
  );
}
