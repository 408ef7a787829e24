export { Menu, MenuItem, type MenuProps } from './Menu';
