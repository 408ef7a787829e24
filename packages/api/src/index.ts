export type { paths, operations, components } from './generated/v2.js';
export { operationList, type OperationId } from './generated/operations.js';
export * from './generated/queries.js';
export { createMatClient, sessionMiddleware, type MatClient, type MatClientOptions, type Locale } from './client.js';
export { ApiError } from './api-error.js';
export { unwrap, unwrapOptional } from './unwrap.js';
export { toFormData } from './form-data.js';
export { keyOf, requestInit, type RequestOf, type Args, type Variables } from './request.js';
export type { Schema, Schemas } from './schemas.js';
