// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../client.js';
import { toFormData } from '../form-data.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../request.js';
import { unwrap, unwrapOptional } from '../unwrap.js';

/** Query key roots: invalidate a whole group with `queryClient.invalidateQueries({ queryKey: [tagKeys.profile] })`. */
export const tagKeys = {
  auth: 'auth',
  profile: 'profile',
  reference: 'reference',
  appointments: 'appointments',
  articles: 'articles',
  carePlan: 'carePlan',
  family: 'family',
  conversations: 'conversations',
  monitors: 'monitors',
  organizations: 'organizations',
  membership: 'membership',
  payments: 'payments',
  gifts: 'gifts',
  questionnaires: 'questionnaires',
  referrals: 'referrals',
  orgInvites: 'orgInvites',
  support: 'support',
  video: 'video',
} as const;

/** The spec's group name for each key. */
export const tagNames = {
  auth: 'Auth and session',
  profile: 'Profile and documents',
  reference: 'Reference data',
  appointments: 'Appointments',
  articles: 'Articles and press',
  carePlan: 'Care plan and assignments',
  family: 'Children and pregnancies',
  conversations: 'Conversations',
  monitors: 'Monitors',
  organizations: 'Eligibility, organizations and filters',
  membership: 'Membership and invites',
  payments: 'Payments',
  gifts: 'Gift memberships',
  questionnaires: 'Questionnaires',
  referrals: 'Referral resources',
  orgInvites: 'Organization invites and connections',
  support: 'Support products and sessions',
  video: 'Video',
} as const;

/** Auth and session: query options. Keys start with 'auth'. */
export const authQueries = {
  /** GET /token: Get an anonymous token */
  getAnonymousToken: (client: MatClient, ...[request]: Args<RequestOf<'/token', 'get'>>) =>
    queryOptions({
      queryKey: ['auth', 'getAnonymousToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/token', { ...requestInit(request), signal })),
    }),
  /** GET /user: The signed-in user */
  getCurrentUser: (client: MatClient, ...[request]: Args<RequestOf<'/user', 'get'>>) =>
    queryOptions({
      queryKey: ['auth', 'getCurrentUser', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/user', { ...requestInit(request), signal })),
    }),
  /** GET /recaptcha: Bot protection settings */
  getRecaptchaConfig: (client: MatClient, ...[request]: Args<RequestOf<'/recaptcha', 'get'>>) =>
    queryOptions({
      queryKey: ['auth', 'getRecaptchaConfig', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/recaptcha', { ...requestInit(request), signal })),
    }),
  /** GET /patient/info/phone_number: The account's phone number */
  getPhoneNumberInfo: (client: MatClient, ...[request]: Args<RequestOf<'/patient/info/phone_number', 'get'>>) =>
    queryOptions({
      queryKey: ['auth', 'getPhoneNumberInfo', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/info/phone_number', { ...requestInit(request), signal })),
    }),
  /** GET /phone/codes: Country dialling codes */
  listPhoneCodes: (client: MatClient, ...[request]: Args<RequestOf<'/phone/codes', 'get'>>) =>
    queryOptions({
      queryKey: ['auth', 'listPhoneCodes', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/phone/codes', { ...requestInit(request), signal })),
    }),
};

/** Auth and session: mutation options. Keys start with 'auth'. */
export const authMutations = {
  /** POST /auth/validate-fields: Check registration fields */
  validateRegistrationFields: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'validateRegistrationFields'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/validate-fields', 'post'>>) => unwrap(client.POST('/auth/validate-fields', { ...requestInit(request) })),
    }),
  /** POST /pregister: Create a patient account */
  registerPatient: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'registerPatient'] as const,
      mutationFn: (request: Variables<RequestOf<'/pregister', 'post'>>) => unwrap(client.POST('/pregister', { ...requestInit(request) })),
    }),
  /** POST /auth/password/forgot: E-mail a link to choose a new password */
  requestPasswordReset: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'requestPasswordReset'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/password/forgot', 'post'>>) => unwrap(client.POST('/auth/password/forgot', { ...requestInit(request) })),
    }),
  /** POST /auth/password/reset: Choose a new password with the link's token */
  resetPassword: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'resetPassword'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/password/reset', 'post'>>) => unwrap(client.POST('/auth/password/reset', { ...requestInit(request) })),
    }),
  /** POST /auth/phone-register-get-code: Text a code to the account's phone */
  sendRegistrationPhoneCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'sendRegistrationPhoneCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/phone-register-get-code', 'post'>>) => unwrap(client.POST('/auth/phone-register-get-code', { ...requestInit(request) })),
    }),
  /** POST /auth/phone-validate-code: Verify the account's phone */
  verifyRegistrationPhoneCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'verifyRegistrationPhoneCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/phone-validate-code', 'post'>>) => unwrap(client.POST('/auth/phone-validate-code', { ...requestInit(request) })),
    }),
  /** GET /auth/text-login/{phone}: Text a sign-in code */
  requestTextLoginCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'requestTextLoginCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/text-login/{phone}', 'get'>>) => unwrap(client.GET('/auth/text-login/{phone}', { ...requestInit(request) })),
    }),
  /** POST /auth/text-login: Sign in with a texted code */
  textLogin: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'textLogin'] as const,
      mutationFn: (request: Variables<RequestOf<'/auth/text-login', 'post'>>) => unwrap(client.POST('/auth/text-login', { ...requestInit(request) })),
    }),
  /** POST /plogin: Sign in with e-mail and password */
  login: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'login'] as const,
      mutationFn: (request: Variables<RequestOf<'/plogin', 'post'>>) => unwrap(client.POST('/plogin', { ...requestInit(request) })),
    }),
  /** GET /logout: Sign out */
  logout: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'logout'] as const,
      mutationFn: (request: Variables<RequestOf<'/logout', 'get'>>) => unwrap(client.GET('/logout', { ...requestInit(request) })),
    }),
  /** POST /patient/settings: Switch a notification channel */
  updateNotificationSetting: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'updateNotificationSetting'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/settings', 'post'>>) => unwrap(client.POST('/patient/settings', { ...requestInit(request) })),
    }),
  /** POST /support/request: Write to the support team */
  sendSupportRequest: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['auth', 'sendSupportRequest'] as const,
      mutationFn: (request: Variables<RequestOf<'/support/request', 'post'>>) => unwrap(client.POST('/support/request', { ...requestInit(request) })),
    }),
};

/** Profile and documents: query options. Keys start with 'profile'. */
export const profileQueries = {
  /** GET /patient/profile/status: The patient's status */
  getPatientStatus: (client: MatClient, ...[request]: Args<RequestOf<'/patient/profile/status', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getPatientStatus', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/profile/status', { ...requestInit(request), signal })),
    }),
  /** GET /patient/profile: The profile */
  getProfile: (client: MatClient, ...[request]: Args<RequestOf<'/patient/profile', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getProfile', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/profile', { ...requestInit(request), signal })),
    }),
  /** GET /patient/record-access: Who looked at the patient's record */
  listRecordAccess: (client: MatClient, ...[request]: Args<RequestOf<'/patient/record-access', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'listRecordAccess', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/record-access', { ...requestInit(request), signal })),
    }),
  /** GET /patient/profile/questionnaires: The patient's questionnaires */
  listProfileQuestionnaires: (client: MatClient, ...[request]: Args<RequestOf<'/patient/profile/questionnaires', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'listProfileQuestionnaires', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/profile/questionnaires', { ...requestInit(request), signal })),
    }),
  /** GET /patient/profile/questionnaire/baby-info: The baby-info questionnaire */
  getBabyInfoQuestionnaire: (client: MatClient, ...[request]: Args<RequestOf<'/patient/profile/questionnaire/baby-info', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getBabyInfoQuestionnaire', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/profile/questionnaire/baby-info', { ...requestInit(request), signal })),
    }),
  /** GET /patient/documents: Documents */
  listDocuments: (client: MatClient, ...[request]: Args<RequestOf<'/patient/documents', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'listDocuments', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/documents', { ...requestInit(request), signal })),
    }),
  /** GET /patient/documents/{id}/url: A link to a document */
  getDocumentUrl: (client: MatClient, ...[request]: Args<RequestOf<'/patient/documents/{id}/url', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getDocumentUrl', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/documents/{id}/url', { ...requestInit(request), signal })),
    }),
  /** GET /patient/documents/organizations/{id}/url: A link to a document an organization shared */
  getOrganizationDocumentUrl: (client: MatClient, ...[request]: Args<RequestOf<'/patient/documents/organizations/{id}/url', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getOrganizationDocumentUrl', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/documents/organizations/{id}/url', { ...requestInit(request), signal })),
    }),
  /** GET /patient/documents/not-viewed-quantity: Documents not yet viewed */
  countUnviewedDocuments: (client: MatClient, ...[request]: Args<RequestOf<'/patient/documents/not-viewed-quantity', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'countUnviewedDocuments', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/documents/not-viewed-quantity', { ...requestInit(request), signal })),
    }),
  /** GET /patient/medical-history: The medical profile */
  getMedicalProfile: (client: MatClient, ...[request]: Args<RequestOf<'/patient/medical-history', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getMedicalProfile', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/medical-history', { ...requestInit(request), signal })),
    }),
  /** GET /patient/medical-history/responses: The medical history answers */
  getMedicalHistoryAnswers: (client: MatClient, ...[request]: Args<RequestOf<'/patient/medical-history/responses', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getMedicalHistoryAnswers', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/medical-history/responses', { ...requestInit(request), signal })),
    }),
  /** GET /patient/profile/practitioner/{id}: A practitioner of the care team */
  getCareTeamPractitioner: (client: MatClient, ...[request]: Args<RequestOf<'/patient/profile/practitioner/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getCareTeamPractitioner', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/profile/practitioner/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/avatar: The avatar */
  getAvatar: (client: MatClient, ...[request]: Args<RequestOf<'/patient/avatar', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getAvatar', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/avatar', { ...requestInit(request), signal })),
    }),
};

/** Profile and documents: mutation options. Keys start with 'profile'. */
export const profileMutations = {
  /** POST /patient/profile/status: Save the patient's status */
  savePatientStatus: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'savePatientStatus'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/status', 'post'>>) => unwrap(client.POST('/patient/profile/status', { ...requestInit(request) })),
    }),
  /** PUT /patient/profile: Update the profile */
  updateProfile: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'updateProfile'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile', 'put'>>) => unwrap(client.PUT('/patient/profile', { ...requestInit(request) })),
    }),
  /** PUT /patient/profile/measurement-system: Choose imperial or metric */
  updateMeasurementSystem: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'updateMeasurementSystem'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/measurement-system', 'put'>>) => unwrap(client.PUT('/patient/profile/measurement-system', { ...requestInit(request) })),
    }),
  /** PUT /patient/profile/language: Choose the language */
  updateLanguage: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'updateLanguage'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/language', 'put'>>) => unwrap(client.PUT('/patient/profile/language', { ...requestInit(request) })),
    }),
  /** POST /patient/promocode/get-and-check: Look up a code */
  checkPromocode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'checkPromocode'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/promocode/get-and-check', 'post'>>) => unwrap(client.POST('/patient/promocode/get-and-check', { ...requestInit(request) })),
    }),
  /** POST /patient/promocode/apply: Use a code */
  applyPromocode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'applyPromocode'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/promocode/apply', 'post'>>) => unwrap(client.POST('/patient/promocode/apply', { ...requestInit(request) })),
    }),
  /** POST /patient/profile/phone/code: Text a code to a new phone */
  sendPhoneChangeCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'sendPhoneChangeCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/phone/code', 'post'>>) => unwrap(client.POST('/patient/profile/phone/code', { ...requestInit(request) })),
    }),
  /** PUT /patient/profile/phone: Change the phone with the code */
  changePhone: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'changePhone'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/phone', 'put'>>) => unwrap(client.PUT('/patient/profile/phone', { ...requestInit(request) })),
    }),
  /** POST /patient/documents: Upload a document */
  uploadDocument: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'uploadDocument'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/documents', 'post'>>) => unwrap(client.POST('/patient/documents', { ...requestInit(request), bodySerializer: toFormData })),
    }),
  /** DELETE /patient/documents/{id}: Remove a document */
  deleteDocument: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'deleteDocument'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/documents/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/documents/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/documents/mark-as-viewed: Mark documents viewed */
  markDocumentsViewed: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'markDocumentsViewed'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/documents/mark-as-viewed', 'post'>>) => unwrap(client.POST('/patient/documents/mark-as-viewed', { ...requestInit(request) })),
    }),
  /** POST /patient/profile/status/feature: Finish the feature onboarding */
  finishFeatureOnboarding: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'finishFeatureOnboarding'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/status/feature', 'post'>>) => unwrap(client.POST('/patient/profile/status/feature', { ...requestInit(request) })),
    }),
  /** POST /patient/profile/onboarding: Save the onboarding answers */
  saveOnboarding: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'saveOnboarding'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/onboarding', 'post'>>) => unwrap(client.POST('/patient/profile/onboarding', { ...requestInit(request) })),
    }),
  /** POST /patient/profile/status/feature/data: Save what the feature onboarding learned */
  saveFeatureOnboardingData: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'saveFeatureOnboardingData'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/status/feature/data', 'post'>>) => unwrap(client.POST('/patient/profile/status/feature/data', { ...requestInit(request) })),
    }),
  /** PUT /patient/medical-history/responses: Change the medical profile */
  updateMedicalProfile: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'updateMedicalProfile'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/medical-history/responses', 'put'>>) => unwrap(client.PUT('/patient/medical-history/responses', { ...requestInit(request) })),
    }),
  /** POST /patient/profile/biometric-auth: Switch biometric sign-in */
  updateBiometricAuth: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'updateBiometricAuth'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/biometric-auth', 'post'>>) => unwrap(client.POST('/patient/profile/biometric-auth', { ...requestInit(request) })),
    }),
  /** POST /patient/profile/check-password: Check the password */
  checkPassword: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'checkPassword'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/check-password', 'post'>>) => unwrap(client.POST('/patient/profile/check-password', { ...requestInit(request) })),
    }),
  /** POST /patient/avatar: Change the avatar */
  uploadAvatar: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'uploadAvatar'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/avatar', 'post'>>) => unwrap(client.POST('/patient/avatar', { ...requestInit(request), bodySerializer: toFormData })),
    }),
  /** DELETE /patient/avatar: Remove the avatar */
  deleteAvatar: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'deleteAvatar'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/avatar', 'delete'>>) => unwrap(client.DELETE('/patient/avatar', { ...requestInit(request) })),
    }),
};

/** Reference data: query options. Keys start with 'reference'. */
export const referenceQueries = {
  /** GET /{product}/states: States of the care network */
  listStates: (client: MatClient, ...[request]: Args<RequestOf<'/{product}/states', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listStates', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/{product}/states', { ...requestInit(request), signal })),
    }),
  /** GET /{product}/cities: Cities of the care network */
  listCities: (client: MatClient, ...[request]: Args<RequestOf<'/{product}/cities', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listCities', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/{product}/cities', { ...requestInit(request), signal })),
    }),
  /** GET /languages: Spoken languages */
  listLanguages: (client: MatClient, ...[request]: Args<RequestOf<'/languages', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listLanguages', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/languages', { ...requestInit(request), signal })),
    }),
  /** GET /degree-cert: Degrees and certifications */
  listDegreesAndCertifications: (client: MatClient, ...[request]: Args<RequestOf<'/degree-cert', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listDegreesAndCertifications', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/degree-cert', { ...requestInit(request), signal })),
    }),
  /** GET /symptoms: Symptoms to report with a reading */
  listSymptoms: (client: MatClient, ...[request]: Args<RequestOf<'/symptoms', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listSymptoms', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/symptoms', { ...requestInit(request), signal })),
    }),
  /** GET /symptoms/{id}: One symptom */
  getSymptom: (client: MatClient, ...[request]: Args<RequestOf<'/symptoms/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'getSymptom', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/symptoms/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /taxonomy: Specialties */
  listSpecialties: (client: MatClient, ...[request]: Args<RequestOf<'/taxonomy', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listSpecialties', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/taxonomy', { ...requestInit(request), signal })),
    }),
  /** GET /special-knowledge: Areas of expertise */
  listExpertise: (client: MatClient, ...[request]: Args<RequestOf<'/special-knowledge', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listExpertise', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/special-knowledge', { ...requestInit(request), signal })),
    }),
  /** GET /timezones: Time zones */
  listTimezones: (client: MatClient, ...[request]: Args<RequestOf<'/timezones', 'get'>>) =>
    queryOptions({
      queryKey: ['reference', 'listTimezones', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/timezones', { ...requestInit(request), signal })),
    }),
};

/** Appointments: query options. Keys start with 'appointments'. */
export const appointmentsQueries = {
  /** GET /patient/appointments/type/{id}: A kind of visit and its open times */
  getAppointmentType: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/type/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentType', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/type/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/type/{id}/{sessionUuid}: A kind of visit at one chosen time */
  getAppointmentTypeSession: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/type/{id}/{sessionUuid}', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentTypeSession', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/type/{id}/{sessionUuid}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/{id}: An appointment */
  getAppointment: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointment', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/{id}/calendar-event/json: An appointment as a calendar event (native apps) */
  getAppointmentCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}/calendar-event/json', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}/calendar-event/json', { ...requestInit(request), signal })),
    }),
  /** GET /patient/appointments/{id}/calendar-event/file: An appointment as an iCalendar file */
  downloadAppointmentCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}/calendar-event/file', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'downloadAppointmentCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}/calendar-event/file', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/appointments/{id}/preview: A short card for an appointment */
  getAppointmentPreview: (client: MatClient, ...[request]: Args<RequestOf<'/patient/appointments/{id}/preview', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getAppointmentPreview', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/appointments/{id}/preview', { ...requestInit(request), signal })),
    }),
  /** GET /appointments/{id}/summary/token: A token to open a visit summary */
  getVisitSummaryToken: (client: MatClient, ...[request]: Args<RequestOf<'/appointments/{id}/summary/token', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'getVisitSummaryToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/appointments/{id}/summary/token', { ...requestInit(request), signal })),
    }),
  /** GET /appointments/summary/{token}/pdf: A visit summary as a PDF, opened by its summary token */
  downloadVisitSummaryPdf: (client: MatClient, ...[request]: Args<RequestOf<'/appointments/summary/{token}/pdf', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'downloadVisitSummaryPdf', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/appointments/summary/{token}/pdf', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/request-appointments/get-available-organizations: Organizations that take appointment requests */
  listAppointmentOrganizations: (client: MatClient, ...[request]: Args<RequestOf<'/patient/request-appointments/get-available-organizations', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'listAppointmentOrganizations', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments/get-available-organizations', { ...requestInit(request), signal })),
    }),
  /** GET /patient/request-appointments/get-request-categories: What a request can be about */
  listAppointmentRequestCategories: (client: MatClient, ...[request]: Args<RequestOf<'/patient/request-appointments/get-request-categories', 'get'>>) =>
    queryOptions({
      queryKey: ['appointments', 'listAppointmentRequestCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/request-appointments/get-request-categories', { ...requestInit(request), signal })),
    }),
};

/** Appointments: mutation options. Keys start with 'appointments'. */
export const appointmentsMutations = {
  /** POST /patient/appointments/cancel/{uuid}: Cancel an appointment */
  cancelAppointment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['appointments', 'cancelAppointment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/appointments/cancel/{uuid}', 'post'>>) => unwrap(client.POST('/patient/appointments/cancel/{uuid}', { ...requestInit(request) })),
    }),
  /** POST /patient/request-appointments: Ask organizations for an appointment */
  requestAppointment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['appointments', 'requestAppointment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/request-appointments', 'post'>>) => unwrap(client.POST('/patient/request-appointments', { ...requestInit(request) })),
    }),
};

/** Articles and press: query options. Keys start with 'articles'. */
export const articlesQueries = {
  /** GET /article/parent-categories: Parent categories of articles */
  listArticleParentCategories: (client: MatClient, ...[request]: Args<RequestOf<'/article/parent-categories', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listArticleParentCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/parent-categories', { ...requestInit(request), signal })),
    }),
  /** GET /article/sub-categories-for/{id}: Sub categories of a parent */
  listArticleSubCategories: (client: MatClient, ...[request]: Args<RequestOf<'/article/sub-categories-for/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listArticleSubCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/sub-categories-for/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /article/one-category-for/{id}: One category */
  getArticleCategory: (client: MatClient, ...[request]: Args<RequestOf<'/article/one-category-for/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'getArticleCategory', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/one-category-for/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /article: Articles */
  listArticles: (client: MatClient, ...[request]: Args<RequestOf<'/article', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article', { ...requestInit(request), signal })),
    }),
  /** GET /article/{slug}: One article */
  getArticle: (client: MatClient, ...[request]: Args<RequestOf<'/article/{slug}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'getArticle', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/{slug}', { ...requestInit(request), signal })),
    }),
  /** GET /article/random-featured: Featured articles in random order */
  listRandomFeaturedArticles: (client: MatClient, ...[request]: Args<RequestOf<'/article/random-featured', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listRandomFeaturedArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/random-featured', { ...requestInit(request), signal })),
    }),
  /** GET /article/related-for/{id}: Articles related to one */
  listRelatedArticles: (client: MatClient, ...[request]: Args<RequestOf<'/article/related-for/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listRelatedArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/article/related-for/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /in-the-news: Matrona in the news */
  listNewsItems: (client: MatClient, ...[request]: Args<RequestOf<'/in-the-news', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listNewsItems', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/in-the-news', { ...requestInit(request), signal })),
    }),
  /** GET /patient/press/announcement: Announcements to patients */
  listPressAnnouncements: (client: MatClient, ...[request]: Args<RequestOf<'/patient/press/announcement', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'listPressAnnouncements', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/press/announcement', { ...requestInit(request), signal })),
    }),
  /** GET /patient/press/announcement/{id}: One announcement */
  getPressAnnouncement: (client: MatClient, ...[request]: Args<RequestOf<'/patient/press/announcement/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['articles', 'getPressAnnouncement', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/press/announcement/{id}', { ...requestInit(request), signal })),
    }),
};

/** Care plan and assignments: query options. Keys start with 'carePlan'. */
export const carePlanQueries = {
  /** GET /patient/care-plan/today: Today's care items */
  getCarePlanToday: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care-plan/today', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCarePlanToday', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care-plan/today', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care-plan/history: Past care items */
  getCarePlanHistory: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care-plan/history', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCarePlanHistory', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care-plan/history', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care-plan/future: Coming care items */
  getCarePlanFuture: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care-plan/future', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCarePlanFuture', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care-plan/future', { ...requestInit(request), signal })),
    }),
  /** GET /patient/assignment/{id}: One care item */
  getAssignment: (client: MatClient, ...[request]: Args<RequestOf<'/patient/assignment/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getAssignment', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/assignment/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care: Programs and coming care */
  getCareOverview: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCareOverview', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care', { ...requestInit(request), signal })),
    }),
  /** GET /patient/care/filters: Filters of the care page */
  getCareFilters: (client: MatClient, ...[request]: Args<RequestOf<'/patient/care/filters', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getCareFilters', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/care/filters', { ...requestInit(request), signal })),
    }),
  /** GET /patient/interaction/{id}: One past contact with the care team */
  getInteraction: (client: MatClient, ...[request]: Args<RequestOf<'/patient/interaction/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'getInteraction', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/interaction/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/interactions: Past contacts with the care team */
  listInteractions: (client: MatClient, ...[request]: Args<RequestOf<'/patient/interactions', 'get'>>) =>
    queryOptions({
      queryKey: ['carePlan', 'listInteractions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/interactions', { ...requestInit(request), signal })),
    }),
};

/** Care plan and assignments: mutation options. Keys start with 'carePlan'. */
export const carePlanMutations = {
  /** POST /patient/assignment: Care items matching the selected filters */
  filterAssignments: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'filterAssignments'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment', 'post'>>) => unwrap(client.POST('/patient/assignment', { ...requestInit(request) })),
    }),
  /** POST /patient/assignment/complete/{id}: Mark a care item done */
  completeAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'completeAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/complete/{id}', 'post'>>) => unwrap(client.POST('/patient/assignment/complete/{id}', { ...requestInit(request) })),
    }),
  /** PUT /patient/assignment/{id}/unassign: Remove a care item from the plan */
  unassignAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'unassignAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/{id}/unassign', 'put'>>) => unwrap(client.PUT('/patient/assignment/{id}/unassign', { ...requestInit(request) })),
    }),
  /** PUT /patient/assignment/{id}/archive: Archive a care item */
  archiveAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'archiveAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/{id}/archive', 'put'>>) => unwrap(client.PUT('/patient/assignment/{id}/archive', { ...requestInit(request) })),
    }),
  /** PUT /patient/assignment/{id}/unarchive: Bring back an archived care item */
  unarchiveAssignment: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'unarchiveAssignment'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/assignment/{id}/unarchive', 'put'>>) => unwrap(client.PUT('/patient/assignment/{id}/unarchive', { ...requestInit(request) })),
    }),
  /** PUT /patient/care-plan/milestones/{id}/completed: Mark a milestone reached */
  completeMilestone: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'completeMilestone'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/care-plan/milestones/{id}/completed', 'put'>>) => unwrap(client.PUT('/patient/care-plan/milestones/{id}/completed', { ...requestInit(request) })),
    }),
  /** POST /patient/care/sessions: Sessions matching the selected filters */
  searchCareSessions: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['carePlan', 'searchCareSessions'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/care/sessions', 'post'>>) => unwrap(client.POST('/patient/care/sessions', { ...requestInit(request) })),
    }),
};

/** Children and pregnancies: query options. Keys start with 'family'. */
export const familyQueries = {
  /** GET /patient/child: The patient's children */
  listChildren: (client: MatClient, ...[request]: Args<RequestOf<'/patient/child', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'listChildren', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/child', { ...requestInit(request), signal })),
    }),
  /** GET /patient/child/{id}: A child */
  getChild: (client: MatClient, ...[request]: Args<RequestOf<'/patient/child/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getChild', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/child/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/child/get-stage/{id}: How old a child is */
  getChildStage: (client: MatClient, ...[request]: Args<RequestOf<'/patient/child/get-stage/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getChildStage', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/child/get-stage/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/pregnancy/get-stage/{id}: How far along a pregnancy is */
  getPregnancyStage: (client: MatClient, ...[request]: Args<RequestOf<'/patient/pregnancy/get-stage/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getPregnancyStage', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/pregnancy/get-stage/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/child/questionnaire/{id}: The baby-info questionnaire of a child */
  getChildQuestionnaire: (client: MatClient, ...[request]: Args<RequestOf<'/patient/child/questionnaire/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getChildQuestionnaire', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/child/questionnaire/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/pregnancies: The patient's pregnancies */
  listPregnancies: (client: MatClient, ...[request]: Args<RequestOf<'/patient/pregnancies', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'listPregnancies', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/pregnancies', { ...requestInit(request), signal })),
    }),
  /** GET /patient/pregnancies/active: The current pregnancy, if any */
  getActivePregnancy: (client: MatClient, ...[request]: Args<RequestOf<'/patient/pregnancies/active', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getActivePregnancy', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrapOptional(client.GET('/patient/pregnancies/active', { ...requestInit(request), signal })),
    }),
  /** GET /patient/pregnancies/{id}: A pregnancy */
  getPregnancy: (client: MatClient, ...[request]: Args<RequestOf<'/patient/pregnancies/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getPregnancy', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/pregnancies/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/pregnancies/{id}/responses: Questionnaire answers about a pregnancy */
  listPregnancyResponses: (client: MatClient, ...[request]: Args<RequestOf<'/patient/pregnancies/{id}/responses', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'listPregnancyResponses', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/pregnancies/{id}/responses', { ...requestInit(request), signal })),
    }),
  /** GET /patient/pregnancies/medical-record: Pregnancy history for the medical profile */
  getPregnancyMedicalRecord: (client: MatClient, ...[request]: Args<RequestOf<'/patient/pregnancies/medical-record', 'get'>>) =>
    queryOptions({
      queryKey: ['family', 'getPregnancyMedicalRecord', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/pregnancies/medical-record', { ...requestInit(request), signal })),
    }),
};

/** Children and pregnancies: mutation options. Keys start with 'family'. */
export const familyMutations = {
  /** POST /patient/child: Add a child */
  createChild: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'createChild'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/child', 'post'>>) => unwrap(client.POST('/patient/child', { ...requestInit(request) })),
    }),
  /** PUT /patient/child/{id}: Change a child */
  updateChild: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'updateChild'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/child/{id}', 'put'>>) => unwrap(client.PUT('/patient/child/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/child/{id}: Remove a child */
  deleteChild: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'deleteChild'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/child/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/child/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/pregnancies: Add a pregnancy */
  createPregnancy: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'createPregnancy'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies', 'post'>>) => unwrap(client.POST('/patient/pregnancies', { ...requestInit(request) })),
    }),
  /** PUT /patient/pregnancies/{id}: Change a pregnancy */
  updatePregnancy: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'updatePregnancy'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies/{id}', 'put'>>) => unwrap(client.PUT('/patient/pregnancies/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/pregnancies/{id}: Remove a pregnancy profile for good */
  deletePregnancy: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'deletePregnancy'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/pregnancies/{id}', { ...requestInit(request) })),
    }),
  /** PUT /patient/pregnancies/{id}/birth-plan: Save the birth plan */
  updateBirthPlan: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'updateBirthPlan'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies/{id}/birth-plan', 'put'>>) => unwrap(client.PUT('/patient/pregnancies/{id}/birth-plan', { ...requestInit(request) })),
    }),
  /** PUT /patient/pregnancies/{id}/loss: Report a loss */
  reportPregnancyLoss: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'reportPregnancyLoss'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies/{id}/loss', 'put'>>) => unwrap(client.PUT('/patient/pregnancies/{id}/loss', { ...requestInit(request) })),
    }),
  /** POST /patient/pregnancies/link/{pregnancy}/{child}: Link a pregnancy to a child (a birth) */
  linkPregnancyToChild: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'linkPregnancyToChild'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies/link/{pregnancy}/{child}', 'post'>>) => unwrap(client.POST('/patient/pregnancies/link/{pregnancy}/{child}', { ...requestInit(request) })),
    }),
  /** POST /patient/pregnancies/unlink: Undo a pregnancy-child link */
  unlinkPregnancyFromChild: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['family', 'unlinkPregnancyFromChild'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/pregnancies/unlink', 'post'>>) => unwrap(client.POST('/patient/pregnancies/unlink', { ...requestInit(request) })),
    }),
};

/** Conversations: query options. Keys start with 'conversations'. */
export const conversationsQueries = {
  /** GET /conversations/categories: What a conversation can be about */
  listConversationCategories: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/categories', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listConversationCategories', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/categories', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/recipients: Organizations the patient can write to */
  listConversationRecipients: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/recipients', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listConversationRecipients', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/recipients', { ...requestInit(request), signal })),
    }),
  /** GET /conversations: Conversations */
  listConversations: (client: MatClient, ...[request]: Args<RequestOf<'/conversations', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listConversations', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/{id}: A conversation */
  getConversation: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'getConversation', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/{id}/messages: Messages of a conversation */
  listMessages: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/{id}/messages', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'listMessages', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/{id}/messages', { ...requestInit(request), signal })),
    }),
  /** GET /conversations/messages/attachments/{id}/urls: Links to an attachment */
  getAttachmentUrls: (client: MatClient, ...[request]: Args<RequestOf<'/conversations/messages/attachments/{id}/urls', 'get'>>) =>
    queryOptions({
      queryKey: ['conversations', 'getAttachmentUrls', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/conversations/messages/attachments/{id}/urls', { ...requestInit(request), signal })),
    }),
};

/** Conversations: mutation options. Keys start with 'conversations'. */
export const conversationsMutations = {
  /** POST /conversations: Start a conversation */
  startConversation: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'startConversation'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations', 'post'>>) => unwrap(client.POST('/conversations', { ...requestInit(request), bodySerializer: toFormData })),
    }),
  /** POST /conversations/{id}/message: Send a message */
  sendMessage: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'sendMessage'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations/{id}/message', 'post'>>) => unwrap(client.POST('/conversations/{id}/message', { ...requestInit(request), bodySerializer: toFormData })),
    }),
  /** POST /conversations/{id}/read: Mark read */
  markConversationRead: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'markConversationRead'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations/{id}/read', 'post'>>) => unwrap(client.POST('/conversations/{id}/read', { ...requestInit(request) })),
    }),
  /** DELETE /conversations/{id}/read: Mark unread */
  markConversationUnread: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['conversations', 'markConversationUnread'] as const,
      mutationFn: (request: Variables<RequestOf<'/conversations/{id}/read', 'delete'>>) => unwrap(client.DELETE('/conversations/{id}/read', { ...requestInit(request) })),
    }),
};

/** Monitors: query options. Keys start with 'monitors'. */
export const monitorsQueries = {
  /** GET /patient/monitors: The patient's monitors */
  listMonitors: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listMonitors', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors', { ...requestInit(request), signal })),
    }),
  /** GET /patient/notifications: The patient's in-app notifications */
  listNotifications: (client: MatClient, ...[request]: Args<RequestOf<'/patient/notifications', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listNotifications', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/notifications', { ...requestInit(request), signal })),
    }),
  /** GET /patient/notifications/unread-count: How many notifications are unread */
  countUnreadNotifications: (client: MatClient, ...[request]: Args<RequestOf<'/patient/notifications/unread-count', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'countUnreadNotifications', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/notifications/unread-count', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/export/pdf: The patient's readings as a PDF to share with any provider */
  exportReadingsPdf: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/export/pdf', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'exportReadingsPdf', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/export/pdf', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/monitors/export/fhir: The patient's readings as a FHIR R4 Bundle */
  exportReadingsFhir: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/export/fhir', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'exportReadingsFhir', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/export/fhir', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
  /** GET /patient/monitors/{id}: A monitor */
  getMonitor: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getMonitor', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/articles/{id}: Articles for a monitor */
  listMonitorArticles: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/articles/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listMonitorArticles', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/articles/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitor-reminders/{id}: Reminders of a monitor */
  listMonitorReminders: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitor-reminders/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listMonitorReminders', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitor-reminders/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitor-reminders/{id}/edit: A reminder to edit */
  getReminder: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitor-reminders/{id}/edit', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getReminder', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitor-reminders/{id}/edit', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/kick-counter/{id}/readings: Kick counts of a monitor */
  listKickCountReadings: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/kick-counter/{id}/readings', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listKickCountReadings', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/kick-counter/{id}/readings', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/kick-counter/{id}: A kick counter and its readings */
  getKickCounter: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/kick-counter/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getKickCounter', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/kick-counter/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/pressure/{id}/readings: Blood pressure readings of a monitor */
  listBloodPressureReadings: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/pressure/{id}/readings', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listBloodPressureReadings', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/pressure/{id}/readings', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/pressure/{id}: A blood pressure monitor and its readings */
  getBloodPressureMonitor: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/pressure/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getBloodPressureMonitor', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/pressure/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/pressure/get-new-pylo-reading: The cuff's newest reading of a day */
  getNewDeviceReading: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/pressure/get-new-pylo-reading', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getNewDeviceReading', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/pressure/get-new-pylo-reading', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/weight/{id}/readings: Weights of a monitor */
  listWeightReadings: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/weight/{id}/readings', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'listWeightReadings', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/weight/{id}/readings', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/weight/{id}: A weight monitor and its readings */
  getWeightMonitor: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/weight/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getWeightMonitor', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/weight/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/monitors/weight/{id}/edit: A weight to edit */
  getWeightReading: (client: MatClient, ...[request]: Args<RequestOf<'/patient/monitors/weight/{id}/edit', 'get'>>) =>
    queryOptions({
      queryKey: ['monitors', 'getWeightReading', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/monitors/weight/{id}/edit', { ...requestInit(request), signal })),
    }),
};

/** Monitors: mutation options. Keys start with 'monitors'. */
export const monitorsMutations = {
  /** POST /patient/notifications/{id}/read: Mark a notification as read */
  markNotificationRead: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'markNotificationRead'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/notifications/{id}/read', 'post'>>) => unwrap(client.POST('/patient/notifications/{id}/read', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitor-reminders/{id}: Change a reminder */
  updateReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'updateReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitor-reminders/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitor-reminders/{id}: Remove a reminder */
  deleteReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitor-reminders/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitor-reminders: Add a reminder */
  createReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'createReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders', 'post'>>) => unwrap(client.POST('/patient/monitor-reminders', { ...requestInit(request) })),
    }),
  /** POST /patient/monitor-reminders/{id}/toggle: Switch a reminder on or off */
  toggleReminder: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'toggleReminder'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitor-reminders/{id}/toggle', 'post'>>) => unwrap(client.POST('/patient/monitor-reminders/{id}/toggle', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitors/kick-counter/{id}: Save or change a kick count */
  saveKickCountReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'saveKickCountReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitors/kick-counter/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/kick-counter/{id}: Remove a kick count or the running timer */
  deleteKickCount: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteKickCount'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/kick-counter/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/kick-counter/create-monitor: Create kick counters for expected babies */
  createKickCounters: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'createKickCounters'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/create-monitor', 'post'>>) => unwrap(client.POST('/patient/monitors/kick-counter/create-monitor', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/kick-counter: Start counting kicks (the timer) */
  startKickCount: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'startKickCount'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter', 'post'>>) => unwrap(client.POST('/patient/monitors/kick-counter', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/kick-counter/kick/{id}: Count one kick */
  addKick: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'addKick'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/kick/{id}', 'post'>>) => unwrap(client.POST('/patient/monitors/kick-counter/kick/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/kick-counter/kick/{id}: Take back the last kick */
  removeKick: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'removeKick'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/kick-counter/kick/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/kick-counter/kick/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/pressure/{id}: Log a blood pressure reading */
  addBloodPressureReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'addBloodPressureReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/{id}', 'post'>>) => unwrap(client.POST('/patient/monitors/pressure/{id}', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitors/pressure/{id}: Change a reading */
  updateBloodPressureReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'updateBloodPressureReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitors/pressure/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/pressure/{id}: Remove a reading */
  deleteBloodPressureReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteBloodPressureReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/pressure/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/pressure/sync: Import readings from the paired cuff */
  syncBloodPressureDevice: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'syncBloodPressureDevice'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/pressure/sync', 'post'>>) => unwrap(client.POST('/patient/monitors/pressure/sync', { ...requestInit(request) })),
    }),
  /** PUT /patient/monitors/weight/{id}: Change a weight */
  updateWeightReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'updateWeightReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/weight/{id}', 'put'>>) => unwrap(client.PUT('/patient/monitors/weight/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/monitors/weight/{id}: Remove a weight */
  deleteWeightReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'deleteWeightReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/weight/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/monitors/weight/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/monitors/weight: Log a weight */
  addWeightReading: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['monitors', 'addWeightReading'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/monitors/weight', 'post'>>) => unwrap(client.POST('/patient/monitors/weight', { ...requestInit(request) })),
    }),
};

/** Eligibility, organizations and filters: query options. Keys start with 'organizations'. */
export const organizationsQueries = {
  /** GET /patient/organization/search-for-org-listing: Search organizations */
  searchOrganizations: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organization/search-for-org-listing', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'searchOrganizations', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organization/search-for-org-listing', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organization/get-filters: Filters of the organization search */
  getOrganizationFilters: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organization/get-filters', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'getOrganizationFilters', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organization/get-filters', { ...requestInit(request), signal })),
    }),
  /** GET /public/organizations/listing/{id}: An organization's public page */
  getPublicOrganizationListing: (client: MatClient, ...[request]: Args<RequestOf<'/public/organizations/listing/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'getPublicOrganizationListing', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/public/organizations/listing/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/listing/{id}: An organization's page */
  getOrganizationListing: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/listing/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'getOrganizationListing', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/listing/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/listing/{id}/practitioners: An organization's practitioners */
  listOrganizationPractitioners: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/listing/{id}/practitioners', 'get'>>) =>
    queryOptions({
      queryKey: ['organizations', 'listOrganizationPractitioners', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/listing/{id}/practitioners', { ...requestInit(request), signal })),
    }),
};

/** Eligibility, organizations and filters: mutation options. Keys start with 'organizations'. */
export const organizationsMutations = {
  /** POST /check-eligibility: Check insurance coverage */
  checkEligibility: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['organizations', 'checkEligibility'] as const,
      mutationFn: (request: Variables<RequestOf<'/check-eligibility', 'post'>>) => unwrap(client.POST('/check-eligibility', { ...requestInit(request) })),
    }),
};

/** Membership and invites: query options. Keys start with 'membership'. */
export const membershipQueries = {
  /** GET /patient/invites/{code}/info: What an invite gives */
  getInviteInfo: (client: MatClient, ...[request]: Args<RequestOf<'/patient/invites/{code}/info', 'get'>>) =>
    queryOptions({
      queryKey: ['membership', 'getInviteInfo', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/invites/{code}/info', { ...requestInit(request), signal })),
    }),
  /** GET /membership/check-token: Whether a buy token still works */
  checkMembershipBuyToken: (client: MatClient, ...[request]: Args<RequestOf<'/membership/check-token', 'get'>>) =>
    queryOptions({
      queryKey: ['membership', 'checkMembershipBuyToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/membership/check-token', { ...requestInit(request), signal })),
    }),
};

/** Membership and invites: mutation options. Keys start with 'membership'. */
export const membershipMutations = {
  /** POST /membership/create-with-card: Start Gold with a card */
  createMembershipWithCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'createMembershipWithCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/create-with-card', 'post'>>) => unwrap(client.POST('/membership/create-with-card', { ...requestInit(request) })),
    }),
  /** POST /membership/create-with-payment-service: Start Gold with a wallet payment */
  createMembershipWithPaymentService: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'createMembershipWithPaymentService'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/create-with-payment-service', 'post'>>) => unwrap(client.POST('/membership/create-with-payment-service', { ...requestInit(request) })),
    }),
  /** PUT /membership: Join a covered membership */
  updateMembership: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'updateMembership'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership', 'put'>>) => unwrap(client.PUT('/membership', { ...requestInit(request) })),
    }),
  /** POST /membership/send-phone-confirmation-code: Text a code to confirm the phone */
  sendMembershipPhoneCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'sendMembershipPhoneCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/send-phone-confirmation-code', 'post'>>) => unwrap(client.POST('/membership/send-phone-confirmation-code', { ...requestInit(request) })),
    }),
  /** POST /membership/confirm-phone-by-code: Confirm the phone with the code */
  confirmMembershipPhone: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'confirmMembershipPhone'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/confirm-phone-by-code', 'post'>>) => unwrap(client.POST('/membership/confirm-phone-by-code', { ...requestInit(request) })),
    }),
  /** GET /membership/buy-token: A token to buy on the web */
  getMembershipBuyToken: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'getMembershipBuyToken'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/buy-token', 'get'>>) => unwrap(client.GET('/membership/buy-token', { ...requestInit(request) })),
    }),
  /** POST /membership/prolong-with-card: Renew Gold with a card */
  prolongMembershipWithCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'prolongMembershipWithCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/prolong-with-card', 'post'>>) => unwrap(client.POST('/membership/prolong-with-card', { ...requestInit(request) })),
    }),
  /** POST /membership/prolong-with-payment-service: Renew Gold with a wallet payment */
  prolongMembershipWithPaymentService: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['membership', 'prolongMembershipWithPaymentService'] as const,
      mutationFn: (request: Variables<RequestOf<'/membership/prolong-with-payment-service', 'post'>>) => unwrap(client.POST('/membership/prolong-with-payment-service', { ...requestInit(request) })),
    }),
};

/** Payments: query options. Keys start with 'payments'. */
export const paymentsQueries = {
  /** GET /stripe/pk: The card form's public key */
  getPaymentConfig: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/pk', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'getPaymentConfig', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/pk', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/user-cards: Saved cards */
  listCards: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/user-cards', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'listCards', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/user-cards', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/user-purchases: Payments made */
  listPurchases: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/user-purchases', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'listPurchases', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/user-purchases', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/get-gold-plan: The Gold plan */
  getGoldPlan: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/get-gold-plan', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'getGoldPlan', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-gold-plan', { ...requestInit(request), signal })),
    }),
  /** GET /patient/subscriptions/history: Membership history */
  listSubscriptionHistory: (client: MatClient, ...[request]: Args<RequestOf<'/patient/subscriptions/history', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'listSubscriptionHistory', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/subscriptions/history', { ...requestInit(request), signal })),
    }),
  /** GET /stripe/get-balance: Credits left */
  getCredits: (client: MatClient, ...[request]: Args<RequestOf<'/stripe/get-balance', 'get'>>) =>
    queryOptions({
      queryKey: ['payments', 'getCredits', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/stripe/get-balance', { ...requestInit(request), signal })),
    }),
};

/** Payments: mutation options. Keys start with 'payments'. */
export const paymentsMutations = {
  /** POST /stripe/create-card: Save a card */
  createCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'createCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/create-card', 'post'>>) => unwrap(client.POST('/stripe/create-card', { ...requestInit(request) })),
    }),
  /** PUT /stripe/cards: Change a saved card */
  updateCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'updateCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/cards', 'put'>>) => unwrap(client.PUT('/stripe/cards', { ...requestInit(request) })),
    }),
  /** PUT /stripe/delete-card: Remove a saved card */
  deleteCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'deleteCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/delete-card', 'put'>>) => unwrap(client.PUT('/stripe/delete-card', { ...requestInit(request) })),
    }),
  /** PUT /stripe/set-default-card: Make a card the default */
  setDefaultCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'setDefaultCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/set-default-card', 'put'>>) => unwrap(client.PUT('/stripe/set-default-card', { ...requestInit(request) })),
    }),
  /** POST /stripe/plan/apply-discount: Price the plan with a code */
  applyPlanDiscount: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'applyPlanDiscount'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/plan/apply-discount', 'post'>>) => unwrap(client.POST('/stripe/plan/apply-discount', { ...requestInit(request) })),
    }),
  /** POST /stripe/purchase-subscription: Buy Gold */
  purchaseSubscription: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'purchaseSubscription'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/purchase-subscription', 'post'>>) => unwrap(client.POST('/stripe/purchase-subscription', { ...requestInit(request) })),
    }),
  /** POST /stripe/cancel-subscription: Stop renewing Gold */
  cancelSubscription: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'cancelSubscription'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/cancel-subscription', 'post'>>) => unwrap(client.POST('/stripe/cancel-subscription', { ...requestInit(request) })),
    }),
  /** POST /stripe/restore-subscription: Renew Gold again */
  restoreSubscription: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['payments', 'restoreSubscription'] as const,
      mutationFn: (request: Variables<RequestOf<'/stripe/restore-subscription', 'post'>>) => unwrap(client.POST('/stripe/restore-subscription', { ...requestInit(request) })),
    }),
};

/** Gift memberships: query options. Keys start with 'gifts'. */
export const giftsQueries = {
  /** GET /promocode/{code}: Look up a gift or promotion code */
  getPromocode: (client: MatClient, ...[request]: Args<RequestOf<'/promocode/{code}', 'get'>>) =>
    queryOptions({
      queryKey: ['gifts', 'getPromocode', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/promocode/{code}', { ...requestInit(request), signal })),
    }),
};

/** Gift memberships: mutation options. Keys start with 'gifts'. */
export const giftsMutations = {
  /** POST /gift-membership/create-payment-intent: Price gifts and open a payment */
  createGiftPaymentIntent: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'createGiftPaymentIntent'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/create-payment-intent', 'post'>>) => unwrap(client.POST('/gift-membership/create-payment-intent', { ...requestInit(request) })),
    }),
  /** POST /gift-membership/payment-service: Send gifts paid with a wallet */
  payGiftsWithPaymentService: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'payGiftsWithPaymentService'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/payment-service', 'post'>>) => unwrap(client.POST('/gift-membership/payment-service', { ...requestInit(request) })),
    }),
  /** POST /gift-membership/card: Send gifts paid with a card */
  payGiftsWithCard: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'payGiftsWithCard'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/card', 'post'>>) => unwrap(client.POST('/gift-membership/card', { ...requestInit(request) })),
    }),
  /** GET /gift-membership/redeem/{code}: Apply a gift code to the account */
  redeemGiftMembership: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['gifts', 'redeemGiftMembership'] as const,
      mutationFn: (request: Variables<RequestOf<'/gift-membership/redeem/{code}', 'get'>>) => unwrap(client.GET('/gift-membership/redeem/{code}', { ...requestInit(request) })),
    }),
};

/** Questionnaires: query options. Keys start with 'questionnaires'. */
export const questionnairesQueries = {
  /** GET /patient/gift-card/{slug}: A thank-you gift card */
  getGiftCard: (client: MatClient, ...[request]: Args<RequestOf<'/patient/gift-card/{slug}', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'getGiftCard', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/gift-card/{slug}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/gift-card/{slug}/{type}: A thank-you gift card of a kind */
  getGiftCardOfType: (client: MatClient, ...[request]: Args<RequestOf<'/patient/gift-card/{slug}/{type}', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'getGiftCardOfType', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/gift-card/{slug}/{type}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/gift-card/except/{id}: The other gift cards to choose from */
  listOtherGiftCards: (client: MatClient, ...[request]: Args<RequestOf<'/patient/gift-card/except/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'listOtherGiftCards', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/gift-card/except/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /questionnaire/{id}: A questionnaire */
  getQuestionnaire: (client: MatClient, ...[request]: Args<RequestOf<'/questionnaire/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'getQuestionnaire', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/questionnaire/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /survey/{org}/{slug}/info: An organization's survey landing page */
  getSurveyInfo: (client: MatClient, ...[request]: Args<RequestOf<'/survey/{org}/{slug}/info', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'getSurveyInfo', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/survey/{org}/{slug}/info', { ...requestInit(request), signal })),
    }),
  /** GET /patient/satisfaction-survey/{id}: Open a satisfaction survey */
  getSatisfactionSurvey: (client: MatClient, ...[request]: Args<RequestOf<'/patient/satisfaction-survey/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'getSatisfactionSurvey', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/satisfaction-survey/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /questionnaire/user/{id}/pdf/generate: Answers as a PDF */
  downloadQuestionnairePdf: (client: MatClient, ...[request]: Args<RequestOf<'/questionnaire/user/{id}/pdf/generate', 'get'>>) =>
    queryOptions({
      queryKey: ['questionnaires', 'downloadQuestionnairePdf', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/questionnaire/user/{id}/pdf/generate', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
};

/** Questionnaires: mutation options. Keys start with 'questionnaires'. */
export const questionnairesMutations = {
  /** POST /patient/challenge-key/{id}: Send the key of a private questionnaire */
  sendChallengeKey: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'sendChallengeKey'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/challenge-key/{id}', 'post'>>) => unwrap(client.POST('/patient/challenge-key/{id}', { ...requestInit(request) })),
    }),
  /** POST /questionnaire/{id}/start: Start a questionnaire */
  startQuestionnaire: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'startQuestionnaire'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/{id}/start', 'post'>>) => unwrap(client.POST('/questionnaire/{id}/start', { ...requestInit(request) })),
    }),
  /** POST /questionnaire/{id}/end: Finish a questionnaire */
  endQuestionnaire: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'endQuestionnaire'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/{id}/end', 'post'>>) => unwrap(client.POST('/questionnaire/{id}/end', { ...requestInit(request) })),
    }),
  /** PUT /questionnaire/user/{id}/isterminated: Stop a questionnaire for a reason */
  terminateQuestionnaire: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'terminateQuestionnaire'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/user/{id}/isterminated', 'put'>>) => unwrap(client.PUT('/questionnaire/user/{id}/isterminated', { ...requestInit(request) })),
    }),
  /** POST /questionnaire/save-answer: Save one answer */
  saveAnswer: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'saveAnswer'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/save-answer', 'post'>>) => unwrap(client.POST('/questionnaire/save-answer', { ...requestInit(request) })),
    }),
  /** PUT /questionnaire/user/{id}/language: Answer in another language */
  changeQuestionnaireLanguage: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'changeQuestionnaireLanguage'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/user/{id}/language', 'put'>>) => unwrap(client.PUT('/questionnaire/user/{id}/language', { ...requestInit(request) })),
    }),
  /** DELETE /questionnaire/user/response/{id}: Remove an answer */
  deleteAnswer: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'deleteAnswer'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/user/response/{id}', 'delete'>>) => unwrap(client.DELETE('/questionnaire/user/response/{id}', { ...requestInit(request) })),
    }),
  /** PUT /questionnaire/user/{id}/progress: Remember where the patient is */
  saveQuestionnaireProgress: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'saveQuestionnaireProgress'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/user/{id}/progress', 'put'>>) => unwrap(client.PUT('/questionnaire/user/{id}/progress', { ...requestInit(request) })),
    }),
  /** POST /questionnaire/user/{id}/clone: Copy finished answers to edit them */
  cloneQuestionnaireAnswers: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'cloneQuestionnaireAnswers'] as const,
      mutationFn: (request: Variables<RequestOf<'/questionnaire/user/{id}/clone', 'post'>>) => unwrap(client.POST('/questionnaire/user/{id}/clone', { ...requestInit(request) })),
    }),
  /** POST /survey/{org}/{slug}/start: Start a public survey as a visitor */
  startSurveyRun: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'startSurveyRun'] as const,
      mutationFn: (request: Variables<RequestOf<'/survey/{org}/{slug}/start', 'post'>>) => unwrap(client.POST('/survey/{org}/{slug}/start', { ...requestInit(request) })),
    }),
  /** POST /survey-run/save-answer: Save one answer of a visitor's run */
  saveVisitorAnswer: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'saveVisitorAnswer'] as const,
      mutationFn: (request: Variables<RequestOf<'/survey-run/save-answer', 'post'>>) => unwrap(client.POST('/survey-run/save-answer', { ...requestInit(request) })),
    }),
  /** PUT /survey-run/progress: Remember where a visitor is */
  saveVisitorProgress: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'saveVisitorProgress'] as const,
      mutationFn: (request: Variables<RequestOf<'/survey-run/progress', 'put'>>) => unwrap(client.PUT('/survey-run/progress', { ...requestInit(request) })),
    }),
  /** PUT /survey-run/language: A visitor answers in another language */
  changeVisitorLanguage: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'changeVisitorLanguage'] as const,
      mutationFn: (request: Variables<RequestOf<'/survey-run/language', 'put'>>) => unwrap(client.PUT('/survey-run/language', { ...requestInit(request) })),
    }),
  /** POST /survey-run/end: Finish a visitor's run */
  endVisitorRun: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'endVisitorRun'] as const,
      mutationFn: (request: Variables<RequestOf<'/survey-run/end', 'post'>>) => unwrap(client.POST('/survey-run/end', { ...requestInit(request) })),
    }),
  /** GET /patient/consent-page-activities/land-on-consent/{org}/{slug}: Record a visit to a consent page */
  recordConsentPageVisit: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'recordConsentPageVisit'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/consent-page-activities/land-on-consent/{org}/{slug}', 'get'>>) => unwrap(client.GET('/patient/consent-page-activities/land-on-consent/{org}/{slug}', { ...requestInit(request) })),
    }),
  /** GET /patient/consent-page-activities/land-on-register-from-consent/{org}/{slug}: Record a registration from a consent page */
  recordRegistrationFromConsent: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['questionnaires', 'recordRegistrationFromConsent'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/consent-page-activities/land-on-register-from-consent/{org}/{slug}', 'get'>>) => unwrap(client.GET('/patient/consent-page-activities/land-on-register-from-consent/{org}/{slug}', { ...requestInit(request) })),
    }),
};

/** Referral resources: query options. Keys start with 'referrals'. */
export const referralsQueries = {
  /** GET /patient/referral-resources/img-map-resource/{id}/{type}: A resource shown as an image map */
  getResourceImageMap: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/img-map-resource/{id}/{type}', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'getResourceImageMap', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/img-map-resource/{id}/{type}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources: The care team resources */
  listReferralResources: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'listReferralResources', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/{id}: A resource */
  getReferralResource: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'getReferralResource', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/get-practitioners-for-send-referrals-search: Practitioners to send a referral to */
  searchPractitionersToRefer: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/get-practitioners-for-send-referrals-search', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'searchPractitionersToRefer', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/get-practitioners-for-send-referrals-search', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/get-organizations-for-send-referrals-search: Organizations to send a referral to */
  searchOrganizationsToRefer: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/get-organizations-for-send-referrals-search', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'searchOrganizationsToRefer', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/get-organizations-for-send-referrals-search', { ...requestInit(request), signal })),
    }),
  /** GET /patient/referral-resources/referrals/active: Referrals waiting for an answer */
  listActiveReferrals: (client: MatClient, ...[request]: Args<RequestOf<'/patient/referral-resources/referrals/active', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'listActiveReferrals', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/referral-resources/referrals/active', { ...requestInit(request), signal })),
    }),
  /** GET /patient/refer/get-promocodes-for-accept: Codes waiting for the patient's acceptance */
  listPromocodesToAccept: (client: MatClient, ...[request]: Args<RequestOf<'/patient/refer/get-promocodes-for-accept', 'get'>>) =>
    queryOptions({
      queryKey: ['referrals', 'listPromocodesToAccept', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/refer/get-promocodes-for-accept', { ...requestInit(request), signal })),
    }),
};

/** Referral resources: mutation options. Keys start with 'referrals'. */
export const referralsMutations = {
  /** POST /patient/referral-resources/referrals/{id}/accept: Accept a referral */
  acceptReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'acceptReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/accept', 'post'>>) => unwrap(client.POST('/patient/referral-resources/referrals/{id}/accept', { ...requestInit(request) })),
    }),
  /** DELETE /patient/referral-resources/referrals/{id}/decline: Decline a referral */
  declineReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'declineReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/decline', 'delete'>>) => unwrap(client.DELETE('/patient/referral-resources/referrals/{id}/decline', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources: Add a resource */
  createReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'createReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources', 'post'>>) => unwrap(client.POST('/patient/referral-resources', { ...requestInit(request) })),
    }),
  /** PUT /patient/referral-resources/{id}: Change a resource */
  updateReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'updateReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/{id}', 'put'>>) => unwrap(client.PUT('/patient/referral-resources/{id}', { ...requestInit(request) })),
    }),
  /** DELETE /patient/referral-resources/{id}: Remove a provider from the care team */
  removeReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'removeReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/{id}', 'delete'>>) => unwrap(client.DELETE('/patient/referral-resources/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/archive: Archive resources */
  archiveReferralResources: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'archiveReferralResources'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/archive', 'post'>>) => unwrap(client.POST('/patient/referral-resources/archive', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/unarchive: Unarchive resources */
  unarchiveReferralResources: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'unarchiveReferralResources'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/unarchive', 'post'>>) => unwrap(client.POST('/patient/referral-resources/unarchive', { ...requestInit(request) })),
    }),
  /** DELETE /patient/referral-resources/{id}/record-access: Take back an organization's access to the medical profile */
  revokeRecordAccess: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'revokeRecordAccess'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/{id}/record-access', 'delete'>>) => unwrap(client.DELETE('/patient/referral-resources/{id}/record-access', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/referrals/{id}/ignore: Ignore a referral, for good */
  ignoreReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'ignoreReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/ignore', 'post'>>) => unwrap(client.POST('/patient/referral-resources/referrals/{id}/ignore', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/referrals/{id}/archive: Archive a referral */
  archiveReferral: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'archiveReferral'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/referrals/{id}/archive', 'post'>>) => unwrap(client.POST('/patient/referral-resources/referrals/{id}/archive', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/invites/move-to-pending: Move invites back to pending */
  moveInvitesToPending: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'moveInvitesToPending'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/invites/move-to-pending', 'post'>>) => unwrap(client.POST('/patient/referral-resources/invites/move-to-pending', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/refer-to-organization/{id}: Refer to an organization */
  referToOrganization: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'referToOrganization'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/refer-to-organization/{id}', 'post'>>) => unwrap(client.POST('/patient/refer/refer-to-organization/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}: Refer to a practitioner of an organization */
  referToPractitioner: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'referToPractitioner'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}', 'post'>>) => unwrap(client.POST('/patient/refer/refer-to-practitioner/{practitionerId}/for-org/{organizationId}', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/add-resource: Add a resource from a listing */
  addReferralResource: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'addReferralResource'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/add-resource', 'post'>>) => unwrap(client.POST('/patient/referral-resources/add-resource', { ...requestInit(request) })),
    }),
  /** POST /patient/referral-resources/validate/{value}: Check a contact or code for a referral */
  validateReferralTarget: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'validateReferralTarget'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/referral-resources/validate/{value}', 'post'>>) => unwrap(client.POST('/patient/referral-resources/validate/{value}', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/auto-refer-to-mamas-organization: Refer the patient to Matrona's own organization */
  autoReferToMatronaOrganization: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'autoReferToMatronaOrganization'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/auto-refer-to-mamas-organization', 'post'>>) => unwrap(client.POST('/patient/refer/auto-refer-to-mamas-organization', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/auto-apply-promocodes: Apply the codes that come with referrals */
  autoApplyPromocodes: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'autoApplyPromocodes'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/auto-apply-promocodes', 'post'>>) => unwrap(client.POST('/patient/refer/auto-apply-promocodes', { ...requestInit(request) })),
    }),
  /** POST /patient/refer/process-promocodes-for-accept: Accept codes */
  acceptPromocodes: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['referrals', 'acceptPromocodes'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/refer/process-promocodes-for-accept', 'post'>>) => unwrap(client.POST('/patient/refer/process-promocodes-for-accept', { ...requestInit(request) })),
    }),
};

/** Organization invites and connections: query options. Keys start with 'orgInvites'. */
export const orgInvitesQueries = {
  /** GET /patient/organizations/invites/active: The invite to show now, if any */
  getActiveInvite: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/invites/active', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'getActiveInvite', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrapOptional(client.GET('/patient/organizations/invites/active', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/invites: Organization invites */
  listInvites: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/invites', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'listInvites', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/invites', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/all-pending-connections: Connections waiting for the other party */
  listPendingConnections: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/all-pending-connections', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'listPendingConnections', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/all-pending-connections', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/all-declined-connections: Declined connections */
  listDeclinedConnections: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/all-declined-connections', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'listDeclinedConnections', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/all-declined-connections', { ...requestInit(request), signal })),
    }),
  /** GET /patient/organizations/code/{code}: The organization of a code */
  getOrganizationByCode: (client: MatClient, ...[request]: Args<RequestOf<'/patient/organizations/code/{code}', 'get'>>) =>
    queryOptions({
      queryKey: ['orgInvites', 'getOrganizationByCode', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/organizations/code/{code}', { ...requestInit(request), signal })),
    }),
};

/** Organization invites and connections: mutation options. Keys start with 'orgInvites'. */
export const orgInvitesMutations = {
  /** POST /patient/organizations/invites/{id}/accept: Accept an invite */
  acceptInvite: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'acceptInvite'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/accept', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/accept', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/invites/{id}/decline: Decline an invite */
  declineInvite: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'declineInvite'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/decline', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/decline', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/invites/{id}/maybelater: Decide about an invite later */
  deferInvite: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'deferInvite'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/maybelater', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/maybelater', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/invites/{id}/viewed: Mark an invite seen */
  markInviteViewed: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'markInviteViewed'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/invites/{id}/viewed', 'post'>>) => unwrap(client.POST('/patient/organizations/invites/{id}/viewed', { ...requestInit(request) })),
    }),
  /** POST /patient/organizations/team-request/code/{code}: Ask to join an organization by its code */
  requestTeamByCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['orgInvites', 'requestTeamByCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/organizations/team-request/code/{code}', 'post'>>) => unwrap(client.POST('/patient/organizations/team-request/code/{code}', { ...requestInit(request) })),
    }),
};

/** Support products and sessions: query options. Keys start with 'support'. */
export const supportQueries = {
  /** GET /patient/support-product/organizations/{id}/sessions: An organization's sessions */
  listOrganizationSessions: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/organizations/{id}/sessions', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'listOrganizationSessions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/organizations/{id}/sessions', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-product/{id}: A group, class or coaching offer */
  getSupportProduct: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportProduct', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-product/{id}/{sessionUuid}: An offer at one session */
  getSupportProductSession: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/{id}/{sessionUuid}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportProductSession', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/{id}/{sessionUuid}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-product/product-period-sessions/{id}: Sessions of an offer */
  listSupportProductSessions: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-product/product-period-sessions/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'listSupportProductSessions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-product/product-period-sessions/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-session/{id}: A session */
  getSupportSession: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-session/{id}', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportSession', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-session/{id}', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-session/calendar-event/{id}/json: A session as a calendar event (native apps) */
  getSupportSessionCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-session/calendar-event/{id}/json', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'getSupportSessionCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-session/calendar-event/{id}/json', { ...requestInit(request), signal })),
    }),
  /** GET /patient/support-session/calendar-event/{id}/file: A session as an iCalendar file */
  downloadSupportSessionCalendarEvent: (client: MatClient, ...[request]: Args<RequestOf<'/patient/support-session/calendar-event/{id}/file', 'get'>>) =>
    queryOptions({
      queryKey: ['support', 'downloadSupportSessionCalendarEvent', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/support-session/calendar-event/{id}/file', { ...requestInit(request), signal, parseAs: 'blob' as const })),
    }),
};

/** Support products and sessions: mutation options. Keys start with 'support'. */
export const supportMutations = {
  /** POST /patient/support-product/period-sessions: Sessions matching filters */
  searchSupportSessions: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'searchSupportSessions'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-product/period-sessions', 'post'>>) => unwrap(client.POST('/patient/support-product/period-sessions', { ...requestInit(request) })),
    }),
  /** POST /patient/support-product/groups: Groups matching filters */
  searchSupportGroups: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'searchSupportGroups'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-product/groups', 'post'>>) => unwrap(client.POST('/patient/support-product/groups', { ...requestInit(request) })),
    }),
  /** POST /patient/support-product/load-more-products/{type}: The next page of offers of a kind */
  loadMoreSupportProducts: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'loadMoreSupportProducts'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-product/load-more-products/{type}', 'post'>>) => unwrap(client.POST('/patient/support-product/load-more-products/{type}', { ...requestInit(request) })),
    }),
  /** POST /patient/support-session/reserve/{id}: Reserve a seat */
  reserveSupportSession: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'reserveSupportSession'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-session/reserve/{id}', 'post'>>) => unwrap(client.POST('/patient/support-session/reserve/{id}', { ...requestInit(request) })),
    }),
  /** POST /patient/support-session/cancel/{uuid}: Cancel a reservation */
  cancelSupportSessionReservation: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['support', 'cancelSupportSessionReservation'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/support-session/cancel/{uuid}', 'post'>>) => unwrap(client.POST('/patient/support-session/cancel/{uuid}', { ...requestInit(request) })),
    }),
};

/** Video: query options. Keys start with 'video'. */
export const videoQueries = {
  /** GET /video/sessions: The patient's video sessions */
  listVideoSessions: (client: MatClient, ...[request]: Args<RequestOf<'/video/sessions', 'get'>>) =>
    queryOptions({
      queryKey: ['video', 'listVideoSessions', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/video/sessions', { ...requestInit(request), signal })),
    }),
  /** GET /video/session/{id}/token: What the video client needs to join */
  getVideoToken: (client: MatClient, ...[request]: Args<RequestOf<'/video/session/{id}/token', 'get'>>) =>
    queryOptions({
      queryKey: ['video', 'getVideoToken', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/video/session/{id}/token', { ...requestInit(request), signal })),
    }),
  /** GET /video/session/code/{code}: A session by its link code */
  getVideoSessionByCode: (client: MatClient, ...[request]: Args<RequestOf<'/video/session/code/{code}', 'get'>>) =>
    queryOptions({
      queryKey: ['video', 'getVideoSessionByCode', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/video/session/code/{code}', { ...requestInit(request), signal })),
    }),
};

/** Video: mutation options. Keys start with 'video'. */
export const videoMutations = {
  /** POST /video/session/{id}/info: Tell the session what happened on the patient's side */
  reportVideoSessionEvent: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['video', 'reportVideoSessionEvent'] as const,
      mutationFn: (request: Variables<RequestOf<'/video/session/{id}/info', 'post'>>) => unwrap(client.POST('/video/session/{id}/info', { ...requestInit(request) })),
    }),
  /** PUT /video/session/code/{code}/info: The session of a video link code */
  resolveVideoSessionCode: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['video', 'resolveVideoSessionCode'] as const,
      mutationFn: (request: Variables<RequestOf<'/video/session/code/{code}/info', 'put'>>) => unwrap(client.PUT('/video/session/code/{code}/info', { ...requestInit(request) })),
    }),
};
