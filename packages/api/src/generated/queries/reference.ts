// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.

import { queryOptions } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
import { keyOf, requestInit, type Args, type RequestOf } from '../../request.js';
import { unwrap } from '../../unwrap.js';

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
