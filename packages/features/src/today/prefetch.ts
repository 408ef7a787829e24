// @mat/features/today/prefetch: what Today shows first, for an app's route loader to ask while
// Today's own code is still loading (issue 33: on a slow phone its answers came a second later when
// the screen asked them). Query definitions only, none of the screen.
export type { PrefetchContext } from '../shared/prefetchContext';
export { prefetchToday } from './prefetchToday';
