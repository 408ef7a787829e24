import type { components } from './generated/v2.js';

/** Every named shape of the description. */
export type Schemas = components['schemas'];

/** One named shape: `Schema<'CurrentUser'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
