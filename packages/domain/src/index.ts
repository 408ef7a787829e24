// @mat/domain: Matrona's rules, pure and shared by the apps and the server. See README.md.
export * from './messages/catalogue.js';
export * from './validation/text.js';
export * from './validation/phone.js';
export * from './validation/registration.js';
export * from './errors/retryAfter.js';
export * from './errors/httpErrors.js';
export * from './eligibility/storedCheck.js';
export * from './navigation/index.js';
