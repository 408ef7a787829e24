// Request validation by the contract's own schemas. OpenAPI 3.1 schemas are JSON Schema 2020-12,
// so the validator is Ajv's 2020 dialect; path and query values arrive as strings and are
// coerced, bodies are taken as sent: no schema default fills a body's field (a required field
// left out is refused, not chosen for the caller).
//
// Two rules hold for every field of every request, whatever its schema says (openapi/README.md):
// text is storable (no NUL byte, no lone UTF-16 surrogate: @mat/domain's isStorableText), and
// dates are real days within Matrona's years, with no leap second (the `date` and `date-time`
// formats, by @mat/domain). A broken one is a 422 naming the field.
import { isSaneIsoDate, isSaneIsoDateTime, isStorableText } from '@mat/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(options: { coerceTypes: boolean | 'array'; useDefaults: boolean }) {
  // OpenAPI adds annotation keywords that are not JSON Schema; they carry no rule.
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  addFormats.default(ajv);
  ajv.addFormat('date', { type: 'string', validate: isSaneIsoDate });
  ajv.addFormat('date-time', { type: 'string', validate: isSaneIsoDateTime });
  ajv.addKeyword({ keyword: 'example' });
  ajv.addKeyword({ keyword: 'discriminator' });
  ajv.addKeyword({ keyword: 'xml' });
  ajv.addKeyword({ keyword: 'externalDocs' });
  return ajv;
}

export const strictAjv = makeAjv({ coerceTypes: false, useDefaults: false });
const coercingAjv = makeAjv({ coerceTypes: 'array', useDefaults: true });

type ValidationError = {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
};

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Every string of `value` (keys too) that cannot be stored, as validation errors at its place. */
export function unstorableText(value: unknown, path = '', errors: ValidationError[] = []): ValidationError[] {
  if (typeof value === 'string') {
    if (!isStorableText(value))
      errors.push({
        keyword: 'storableText',
        instancePath: path,
        schemaPath: '#/storableText',
        params: {},
        message: 'must not hold a NUL byte or a lone surrogate',
      });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableText(item, pointer(path, index), errors));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key))
        errors.push({
          keyword: 'storableText',
          instancePath: pointer(path, key),
          schemaPath: '#/storableText',
          params: {},
          message: 'must not hold a NUL byte or a lone surrogate',
        });
      unstorableText(item, pointer(path, key), errors);
    }
  }
  return errors;
}

// Compiled once per process for each schema and dialect: compiling is most of the cost of building
// an app (the schemas of its 305 routes), and the server's tests build one in every file.
const compiled = new Map<string, ValidateFunction>();

function compile(schema: object, httpPart: string | undefined): ValidateFunction {
  const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
  const key = `${ajv === strictAjv ? 'strict' : 'coercing'} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const validate = compile(schema, httpPart);
  const check = (data: unknown) => {
    const text = unstorableText(data);
    const valid = validate(data) && text.length === 0;
    check.errors = valid ? null : [...text, ...((validate.errors as ValidationError[] | null | undefined) ?? [])];
    return valid;
  };
  check.errors = null as ValidationError[] | null;
  return check;
};
