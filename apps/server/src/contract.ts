// The contract's schemas (openapi/v2.yaml, generated into @mat/api) as types, so what the server
// answers is checked against what the contract declares at `typecheck`.
import type { components } from '@mat/api';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
