export { UiProvider, type UiProviderProps } from './UiProvider';
export { useThemeClass } from './ThemeContext';
