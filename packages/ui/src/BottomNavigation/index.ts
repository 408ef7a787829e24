export { BottomNavigation, type BottomNavigationItem, type BottomNavigationProps } from './BottomNavigation';
