// Every input the contract accepts is bounded (openapi/README.md, "Bounds"): walks openapi/v2.yaml
// from each operation's parameters and request bodies, through every reference, and fails on a
// string without maxLength, a number without both bounds, an array without maxItems, or an object
// that would take properties it does not name. A new operation is checked the day it is written.
import { describe, expect, it } from 'vitest';
import { INT32_MAX } from '@mat/domain';
import { document } from './contract-check.js';

type Schema = Record<string, unknown>;
// A copy of its own: the shared document is frozen, and one test below plants an unbounded input in it.
const doc = structuredClone(document) as unknown as Schema;

function resolve(ref: string): Schema {
  return ref
    .slice(2)
    .split('/')
    .reduce<Schema>((node, key) => node[key] as Schema, doc);
}

function unbounded(schema: Schema | undefined, where: string, problems: string[], seen: Set<string>) {
  if (!schema || typeof schema !== 'object') return;
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return;
    seen.add(schema.$ref);
    return unbounded(resolve(schema.$ref), schema.$ref, problems, seen);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    ((schema[key] as Schema[] | undefined) ?? []).forEach((part, i) =>
      unbounded(part, `${where}/${key}/${i}`, problems, seen),
    );
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const closed = schema.enum !== undefined || schema.const !== undefined;
  const has = (key: string) => schema[key] !== undefined;
  if (types.includes('string') && !closed && !has('maxLength') && schema.format !== 'binary')
    problems.push(`${where}: string without maxLength`);
  if ((types.includes('integer') || types.includes('number')) && !closed) {
    if (!has('minimum') && !has('exclusiveMinimum')) problems.push(`${where}: number without minimum`);
    if (!has('maximum') && !has('exclusiveMaximum')) problems.push(`${where}: number without maximum`);
    if (
      types.includes('integer') &&
      ((schema.maximum as number) > INT32_MAX || (schema.minimum as number) < -INT32_MAX - 1)
    ) {
      problems.push(`${where}: integer beyond PostgreSQL's integer`);
    }
  }
  if (types.includes('array')) {
    if (!has('maxItems')) problems.push(`${where}: array without maxItems`);
    unbounded(schema.items as Schema, `${where}/items`, problems, seen);
  }
  if (types.includes('object') || has('properties')) {
    if (schema.additionalProperties !== false) problems.push(`${where}: object without additionalProperties: false`);
    for (const [name, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      unbounded(property, `${where}.${name}`, problems, seen);
    }
  }
}

/** What the walk finds: one line per unbounded input. */
export function unboundedInputs(): { problems: string[]; operations: number } {
  const problems: string[] = [];
  const seen = new Set<string>();
  let operations = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = item[method];
      if (!operation) continue;
      operations += 1;
      const parameters = [
        ...((item.parameters as unknown as Schema[]) ?? []),
        ...((operation.parameters as Schema[]) ?? []),
      ];
      for (const raw of parameters) {
        const parameter = typeof raw.$ref === 'string' ? resolve(raw.$ref) : raw;
        if (parameter.in === 'header' || parameter.in === 'cookie') continue;
        unbounded(
          parameter.schema as Schema,
          `${method.toUpperCase()} ${path} ${String(parameter.in)} ${String(parameter.name)}`,
          problems,
          seen,
        );
      }
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<string, Schema>;
      for (const [type, media] of Object.entries(content))
        unbounded(media.schema as Schema, `${method.toUpperCase()} ${path} body ${type}`, problems, seen);
    }
  }
  return { problems, operations };
}

describe('the contract bounds every input', () => {
  it('gives every request string a maxLength, every number both bounds, every array maxItems and every object no unknown property', () => {
    const { problems, operations } = unboundedInputs();
    expect(operations).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });

  it('finds an unbounded input when there is one', () => {
    const operation = (doc.paths as Record<string, Record<string, Schema>>)['/plogin']!.post!;
    const body = (operation.requestBody as { content: Record<string, { schema: Schema }> }).content[
      'application/json'
    ]!;
    const original = body.schema;
    body.schema = {
      type: 'object',
      properties: { note: { type: 'string' }, tags: { type: 'array', items: { type: 'integer' } } },
    };
    try {
      expect(unboundedInputs().problems).toEqual([
        'POST /plogin body application/json: object without additionalProperties: false',
        'POST /plogin body application/json.note: string without maxLength',
        'POST /plogin body application/json.tags: array without maxItems',
        'POST /plogin body application/json.tags/items: number without minimum',
        'POST /plogin body application/json.tags/items: number without maximum',
      ]);
    } finally {
      body.schema = original;
    }
  });
});
