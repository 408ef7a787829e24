// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf, type Variables } from '../../request.js';
import { unwrap, unwrapOptional } from '../../unwrap.js';

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
