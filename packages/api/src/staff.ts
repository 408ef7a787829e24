// @mat/api/staff: the care team console's API (openapi/staff.yaml), apart from the patient's entry so
// patient bundles never carry it. The same session and locale middleware as the v2 client.
import type { Client } from 'openapi-fetch';
import { createSessionClient, type MatClientOptions } from './client.js';
import type { components, operations, paths } from './generated/staff.js';

export type { components as StaffComponents, operations as StaffOperations, paths as StaffPaths };
export type StaffSchemas = components['schemas'];

/** The openapi-fetch client typed with every staff call. */
export type StaffClient = Client<paths, 'application/json'>;

/** A client for the staff root (e.g. '/api/staff/v1'); options as createMatClient's. */
export function createStaffClient(options: MatClientOptions): StaffClient {
  return createSessionClient<paths>(options);
}
