// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { toFormData } from '../../form-data.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

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
  /** POST /patient/profile/change-password: Change the password, signed in */
  changePassword: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['profile', 'changePassword'] as const,
      mutationFn: (request: Variables<RequestOf<'/patient/profile/change-password', 'post'>>) => unwrap(client.POST('/patient/profile/change-password', { ...requestInit(request) })),
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
