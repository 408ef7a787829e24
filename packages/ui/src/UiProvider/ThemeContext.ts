import { themeClass, type ThemeName } from '@mat/tokens';
import { createContext, useContext } from 'react';

export const ThemeContext = createContext<ThemeName>('light');

/** The theme class to put on content rendered outside the provider's element (portals). */
export function useThemeClass(): string {
  return themeClass[useContext(ThemeContext)];
}
