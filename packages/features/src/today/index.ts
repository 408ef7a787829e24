// @mat/features/today: Today, the first dashboard.
// An app may import one area alone, so a route loads only its own screens.
export { TodayScreen } from './TodayScreen';
