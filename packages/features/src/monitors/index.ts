// @mat/features/monitors: Blood pressure, kick counts, baby weight and their reminders.
// An app may import one area alone, so a route loads only its own screens.
export { BloodPressureScreen, type BloodPressureScreenProps } from './bloodPressure/BloodPressureScreen';
export { BloodPressureFormScreen, type BloodPressureFormScreenProps } from './bloodPressure/BloodPressureFormScreen';
export {
  BloodPressureReadingScreen,
  type BloodPressureReadingScreenProps,
} from './bloodPressure/BloodPressureReadingScreen';
export { BloodPressureInfoScreen, type BloodPressureInfoScreenProps } from './bloodPressure/BloodPressureInfoScreen';
export { KickCounterScreen, type KickCounterScreenProps } from './kickCounter/KickCounterScreen';
export { KickCountSessionScreen, type KickCountSessionScreenProps } from './kickCounter/KickCountSessionScreen';
export { KickCountReadingScreen, type KickCountReadingScreenProps } from './kickCounter/KickCountReadingScreen';
export { KickCounterInfoScreen, type KickCounterInfoScreenProps } from './kickCounter/KickCounterInfoScreen';
export { WeightMonitorScreen, type WeightMonitorScreenProps } from './weight/WeightMonitorScreen';
export { WeightFormScreen, type WeightFormScreenProps } from './weight/WeightFormScreen';
export { WeightReadingScreen, type WeightReadingScreenProps } from './weight/WeightReadingScreen';
export { RemindersScreen, type RemindersScreenProps } from './reminders/RemindersScreen';
export { ReminderFormScreen, type ReminderFormScreenProps } from './reminders/ReminderFormScreen';
export { ReminderDeleteScreen, type ReminderDeleteScreenProps } from './reminders/ReminderDeleteScreen';
export { MonitorsOverview } from './MonitorsOverview';
export { useMonitors, usePressureMonitorId } from './shared/usePressureMonitor';
export { monitorHref } from './shared/monitorPaths';
