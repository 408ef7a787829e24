// @mat/features privacy: what the patient can see of who used her record.
export { RecordAccessScreen, recordAccessKey } from './RecordAccessScreen';
