// Inputs for the schema-driven fuzz (fuzz.test.ts), derived from each operation's parameters and
// body in openapi/v2.yaml: at every place a value the schema accepts, mixed with the hostile ones
// that once gave 500s (issue "Bad input gives 500s"): ids past 2^31-1, numbers past int32, 2^53
// and 1e308, NUL bytes and lone surrogates, over-long text, year 0000 and leap seconds, huge and
// deep arrays and objects, unknown properties, wrong types, missing fields, broken multipart.
import fc from 'fast-check';
import type { Operation } from '../src/http/openapi.js';
import { bodyOf, exampleOf, parametersOf, type Schema } from './world.js';

/** JSON text put into a body as is, for what JSON.stringify cannot write (1e400, 20,000 levels of nesting). */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `RawJson(${this.text.length > 60 ? `${this.text.slice(0, 30)}…${this.text.slice(-10)} (${this.text.length} chars)` : this.text})`;
  }
}

/** A long value, printed by its size in a failure report instead of in full. */
class Long {
  constructor(readonly value: string | unknown[]) {}
  toJSON() {
    return this.value;
  }
  [fc.toStringMethod]() {
    return typeof this.value === 'string'
      ? `"${this.value.slice(0, 12)}…" (${this.value.length} chars)`
      : `[…] (${this.value.length} items)`;
  }
}

/** The JSON text of a generated body: RawJson pieces go in verbatim. */
export function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return item;
  });
  return text === undefined ? '' : text.replace(/"@@raw(\d+)@@"/g, (_, index: string) => raws[Number(index)]!);
}

/** A query or path value as text. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Long) return asText(value.value);
  if (value instanceof RawJson) return value.text;
  return serialize(value);
}

const deep = (levels: number) => new RawJson(`${'['.repeat(levels)}${']'.repeat(levels)}`);
const deepObject = (levels: number) => new RawJson(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

const hostileNumbers = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  -1,
  0,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1' + '0'.repeat(400)),
];
const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9'.repeat(20),
  new Long('9'.repeat(400)),
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2016-12-31T23:59:60Z',
  '2026-02-30',
  '+275760-09-13',
  '',
  ' ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  new Long('x'.repeat(100_001)),
];
const wrongTypes = [null, true, 'text', 17, [], {}, [1, 2], { a: 1 }];
const hugeArray = new Long(Array.from({ length: 100_000 }, () => 1));

const typesOf = (schema: Schema) => ([] as unknown[]).concat(schema.type ?? []) as string[];

/** A value the schema accepts (or close to it: a pattern's length is not bounded by the generator). */
function validValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const parts = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (parts?.length) return fc.oneof(...parts.map((part) => valueOf(part, depth + 1)));
  const types = typesOf(schema).filter((type) => type !== 'null');
  const choices: fc.Arbitrary<unknown>[] = types.map((type) => validOfType(schema, type, depth));
  if (typesOf(schema).includes('null')) choices.push(fc.constant(null));
  if (choices.length === 0)
    choices.push(schema.properties ? validOfType(schema, 'object', depth) : fc.jsonValue({ maxDepth: 2 }));
  const example = exampleOf(schema);
  if (example !== undefined) choices.push(fc.constant(example));
  return fc.oneof(...choices);
}

function validOfType(schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  switch (type) {
    case 'integer':
      return fc.integer({ min: min ?? -1000, max: max ?? 1000 });
    case 'number':
      return fc.double({ min: min ?? -1000, max: max ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema);
    case 'array': {
      const maxItems = Math.min((schema.maxItems as number | undefined) ?? 3, 3);
      const minItems = Math.min((schema.minItems as number | undefined) ?? 0, maxItems);
      return fc.array(valueOf((schema.items as Schema) ?? {}, depth + 1), { minLength: minItems, maxLength: maxItems });
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties);
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property, depth + 1)])),
        { requiredKeys: required },
      );
    }
    default:
      return fc.constant(null);
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const maxLength = (schema.maxLength as number | undefined) ?? 40;
  const minLength = (schema.minLength as number | undefined) ?? 0;
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
        .map((day) => day.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
        .map((moment) => moment.toISOString());
    case 'uuid':
      return fc.uuid();
  }
  if (typeof schema.pattern === 'string')
    return fc.stringMatching(new RegExp(schema.pattern as string), { size: 'xsmall' });
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) });
}

/** A value that the schema should refuse, or that is at one of its edges. */
function hostileValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const choices: unknown[] = [...wrongTypes];
  if (types.includes('integer') || types.includes('number'))
    choices.push(...hostileNumbers, 'NaN', '1e308', '2147483648');
  if (types.includes('string') || Array.isArray(schema.enum) || types.length === 0) {
    choices.push(...hostileStrings);
    if (typeof schema.maxLength === 'number') choices.push(new Long('é'.repeat(schema.maxLength + 1)));
  }
  if (types.includes('array')) {
    choices.push(hugeArray, deep(20_000), ['\u0000']);
    if (typeof schema.maxItems === 'number' && schema.maxItems < 1000) {
      const item = exampleOf(schema.items as Schema) ?? 1;
      choices.push(new Long(Array.from({ length: schema.maxItems + 1 }, () => item)));
    }
  }
  const arbitraries: fc.Arbitrary<unknown>[] = [fc.constantFrom(...choices)];
  if (types.includes('object') || schema.properties) {
    arbitraries.push(
      fc.constantFrom(
        deepObject(20_000),
        { is_admin: true, role: 'admin' },
        new RawJson('{"__proto__":{"polluted":true}}'),
        { constructor: { prototype: { polluted: true } } },
      ),
    );
    const valid = validOfType(schema, 'object', depth) as fc.Arbitrary<Record<string, unknown>>;
    // Unknown properties on a valid object, and a valid object missing a required field.
    arbitraries.push(valid.map((object) => ({ ...object, role: 'admin', extra: '\u0000' })));
    const required = (schema.required as string[] | undefined) ?? [];
    if (required.length) {
      arbitraries.push(
        fc
          .tuple(valid, fc.constantFrom(...required))
          .map(([object, name]) => Object.fromEntries(Object.entries(object).filter(([key]) => key !== name))),
      );
    }
  }
  return fc.oneof(...arbitraries);
}

/** At each place of a value: mostly what the schema accepts, one time in five something hostile. */
export function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const node = schema ?? {};
  if (depth > 6) return validValue(node, depth);
  return fc.oneof(
    { arbitrary: validValue(node, depth), weight: 4 },
    { arbitrary: hostileValue(node, depth), weight: 1 },
  );
}

/** A path value: one of the patient's own ids (so the handler goes past "not found"), or a hostile one. */
function pathValue(schema: Schema | undefined, ownedIds: number[]): fc.Arbitrary<string> {
  const node = schema ?? {};
  const isId = typesOf(node).includes('integer');
  const valid = isId && ownedIds.length ? fc.constantFrom(...ownedIds.map(String)) : valueOf(node, 7).map(asText);
  const hostile = fc.constantFrom(
    '2147483648',
    '-1',
    '0',
    '1.5',
    '1e308',
    'NaN',
    '9'.repeat(20),
    '9'.repeat(400),
    '\u0000',
    '\ud800',
    'abc',
    ' 1',
    '0000-01-01',
    'x'.repeat(101),
  );
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostile, weight: 1 });
}

export type MultipartBody = { contentType: string; payload: Buffer; description: string };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart form from the schema's fields (files for `format: binary`), well-formed or broken. */
function multipartOf(schema: Schema): fc.Arbitrary<MultipartBody> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const fileNames = Object.entries(properties)
    .filter(
      ([, property]) => property.format === 'binary' || (property.items as Schema | undefined)?.format === 'binary',
    )
    .map(([name]) => name);
  const textFields = Object.entries(properties).filter(([name]) => !fileNames.includes(name));
  const part = (boundary: string, name: string, value: Buffer | string, fileName?: string, type?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName !== undefined ? `; filename="${fileName}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      typeof value === 'string' ? Buffer.from(value) : value,
      Buffer.from('\r\n'),
    ]);
  const fileContent = fc.constantFrom<[string, Buffer, string]>(
    ['photo.png', PNG, 'image/png'],
    ['labs.pdf', PDF, 'application/pdf'],
    ['notes.exe', Buffer.from('MZ\u0000\u0000'), 'application/octet-stream'],
    ['empty.png', Buffer.alloc(0), 'image/png'],
    ['bad\u0000name.png', PNG, 'image/png'],
  );
  const texts = fc.tuple(
    ...textFields.map(([, property]) => fc.option(valueOf(property, 7).map(asText), { nil: undefined })),
  );
  const form = fc.record({
    texts,
    files: fc.array(fileContent, { minLength: 0, maxLength: 2 }),
    breakage: fc.constantFrom(
      'none',
      'none',
      'none',
      'no-closing-boundary',
      'wrong-boundary',
      'no-boundary',
      'garbage',
      'extra-field',
      'empty',
    ),
  });
  return form.map(({ texts: values, files, breakage }) => {
    const boundary = 'matronafuzzboundary';
    const parts: Buffer[] = [];
    textFields.forEach(([name], index) => {
      if (values[index] !== undefined) parts.push(part(boundary, name, values[index]));
    });
    if (fileNames.length)
      for (const [fileName, content, type] of files) parts.push(part(boundary, fileNames[0]!, content, fileName, type));
    if (breakage === 'extra-field') parts.push(part(boundary, 'is_admin', 'true'));
    let payload = Buffer.concat([
      ...parts,
      Buffer.from(breakage === 'no-closing-boundary' ? '' : `--${boundary}--\r\n`),
    ]);
    let contentType = `multipart/form-data; boundary=${boundary}`;
    if (breakage === 'wrong-boundary') contentType = 'multipart/form-data; boundary=somethingelse';
    if (breakage === 'no-boundary') contentType = 'multipart/form-data';
    if (breakage === 'garbage')
      payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\n\u0000\u0000--${boundary}`);
    if (breakage === 'empty') payload = Buffer.alloc(0);
    const description = `${breakage}; fields ${JSON.stringify(Object.fromEntries(textFields.map(([name], i) => [name, values[i]?.slice(0, 40)])))}; files ${files.map(([n, c]) => `${n} (${c.length} bytes)`).join(', ') || 'none'}`;
    return { contentType, payload, description };
  });
}

export type FuzzRequest = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: { json: unknown } | { multipart: MultipartBody };
};

/** One request to `operation`: every path and query parameter and the body, each valid or hostile. */
export function requestOf(operation: Operation, ownedIds: number[]): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(
    Object.fromEntries(parametersOf(operation, 'path').map((p) => [p.name, pathValue(p.schema, ownedIds)])),
  );
  const queryParameters = parametersOf(operation, 'query');
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((p) => [
        p.name,
        typesOf(p.schema ?? {}).includes('array')
          ? fc.array(valueOf((p.schema!.items as Schema) ?? {}, 1).map(asText), { maxLength: 3 })
          : valueOf(p.schema, 1).map(asText),
      ]),
    ),
    { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Record<string, string | string[]>>;
  const declared = bodyOf(operation);
  let body: fc.Arbitrary<FuzzRequest['body']>;
  if (!declared) {
    // No body declared: none, or one nobody asked for.
    body = fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 4 },
      { arbitrary: fc.constantFrom({ json: { is_admin: true } }, { json: deepObject(20_000) }), weight: 1 },
    );
  } else if (declared.type === 'multipart') {
    body = fc.oneof(
      { arbitrary: multipartOf(declared.schema).map((multipart) => ({ multipart })), weight: 5 },
      { arbitrary: fc.constant({ json: { file: 'x' } }), weight: 1 },
    );
  } else {
    const broken = fc.constantFrom(
      new RawJson('{"a": "\\u0000", '),
      new RawJson(''),
      new RawJson('NaN'),
      new RawJson('{"a":1e400}'),
      new RawJson('{"a":1,"a":2}'),
    );
    body = fc.oneof(
      { arbitrary: valueOf(declared.schema).map((json) => ({ json })), weight: 6 },
      { arbitrary: broken.map((json) => ({ json })), weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    );
  }
  return fc.record({ path, query, body });
}
