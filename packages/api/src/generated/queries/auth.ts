// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap } from '../../unwrap.js';

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
