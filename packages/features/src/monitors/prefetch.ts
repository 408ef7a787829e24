// @mat/features/monitors/prefetch: what the blood pressure monitor shows first, for an app's route
// loader to ask while the monitors' screens are still loading. Query definitions only.
export type { PrefetchContext } from '../shared/prefetchContext';
export { prefetchBloodPressure } from './bloodPressure/prefetchBloodPressure';
