// Request validation by the contract's own schemas. OpenAPI 3.1 schemas are JSON Schema 2020-12,
// so the validator is Ajv's 2020 dialect; path and query values arrive as strings and are
// coerced, bodies are taken as sent.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(coerceTypes: boolean | 'array') {
  // OpenAPI adds annotation keywords that are not JSON Schema; they carry no rule.
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: true });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addKeyword({ keyword: 'discriminator' });
  ajv.addKeyword({ keyword: 'xml' });
  ajv.addKeyword({ keyword: 'externalDocs' });
  return ajv;
}

export const strictAjv = makeAjv(false);
const coercingAjv = makeAjv('array');

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema);
