// @mat/domain: Matrona's rules, pure and shared by the apps and the server. See README.md.
export * from './messages/catalogue.js';

export * from './validation/text.js';
export * from './validation/phone.js';
export * from './validation/registration.js';
export * from './validation/babyNames.js';
export * from './validation/files.js';
export * from './validation/age.js';
export * from './validation/pastDate.js';
export * from './validation/timeZone.js';
export * from './validation/forms.js';
export * from './validation/limits.js';

export * from './errors/retryAfter.js';
export * from './errors/httpErrors.js';

export * from './navigation/index.js';

export * from './screenings/screenings.js';
export * from './screenings/crisisResources.js';
export * from './monitors/bloodPressure.js';
export * from './monitors/bloodPressureEscalation.js';
export * from './monitors/kickCounting.js';
export * from './monitors/measuredAt.js';
export * from './monitors/weight.js';
export * from './pregnancy/dating.js';
export { isIsoDate, addDays, isoDateToDays } from './pregnancy/isoDate.js';
export * from './pregnancy/weekContent.js';
export * from './pregnancy/ongoing.js';
export * from './articles/reading.js';

export * from './gifts/gifts.js';
export * from './invites/invites.js';
export * from './eligibility/storedCheck.js';
export * from './eligibility/outcome.js';
export * from './carePlan/carePlan.js';
export * from './carePlan/labels.js';
export * from './sessions/sessions.js';
export * from './membership/subscription.js';
export * from './referrals/referrals.js';
export * from './mobile/bundleUpdate.js';

export * from './questionnaires/definition.js';
export * from './questionnaires/validateDefinition.js';
export * from './questionnaires/answers.js';
