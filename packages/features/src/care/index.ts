// @mat/features/care: the patient's Care (spec 1 to 4, "Care"): the care plan as today, the coming
// days and the earlier ones, paged from 1, with milestones and the item actions (done, archive,
// bring back, remove), and one item on its own page; support groups, classes and coaching, one
// session of them, and reserving or cancelling a place with the credits rule; requesting an appointment,
// one booked appointment (state, calendar, visit summary) and cancelling it.
export { CareScreen, type CareScreenProps } from './CareScreen';
export { CarePlanItemScreen, type CarePlanItemScreenProps } from './CarePlanItemScreen';
export { SupportSessionScreen, type SupportSessionScreenProps } from './SupportSessionScreen';
export { RequestAppointmentScreen, type RequestAppointmentScreenProps } from './RequestAppointmentScreen';
export { AppointmentScreen, type AppointmentScreenProps } from './AppointmentScreen';
// Video visits are reached from Care's sessions and appointments, so they load with it; twilio-video
// itself loads only when a Twilio call joins.
export * from '../video';
