// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

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
