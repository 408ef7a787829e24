// Matrona's icons, named for what they mean here. They come from one maintained set, Lucide
// (ISC licence, see ./LICENSE-lucide.txt): each is imported from its own module so a bundle
// carries only the icons it uses. Add an icon to the file of its kind below, under a name from
// Matrona's domain, before using it anywhere; the monitors' category marks are shapes of their
// own, not icons. A bundler places a module's icons together, so each file holds the icons of one
// part of the app: the login page loads the sign-in and field icons, not the tab bar's or Today's.
export { fromIconSet, type IconProps } from './iconSet';
export * from './places';
export * from './account';
export * from './care';
export * from './today';
export * from './actions';
export * from './controls';
