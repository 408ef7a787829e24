// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../request.js';
import { unwrap } from '../unwrap.js';

/** Query key roots: invalidate a whole group with `queryClient.invalidateQueries({ queryKey: [tagKeys.profile] })`. */
export const tagKeys = {
  auth: 'auth',
  profile: 'profile',
} as const;

/** The spec's group name for each key. */
export const tagNames = {
  auth: 'Auth and session',
  profile: 'Profile and documents',
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
};

/** Profile and documents: query options. Keys start with 'profile'. */
export const profileQueries = {
  /** GET /patient/profile/status: The patient's status */
  getPatientStatus: (client: MatClient, ...[request]: Args<RequestOf<'/patient/profile/status', 'get'>>) =>
    queryOptions({
      queryKey: ['profile', 'getPatientStatus', keyOf(request)] as const,
      queryFn: ({ signal }) => unwrap(client.GET('/patient/profile/status', { ...requestInit(request), signal })),
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
};
