// Loads openapi/v2.yaml once and resolves its local `$ref`s, so Fastify's validator sees plain
// JSON Schema. The file is the contract: routes, parameters and bodies all come from it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const openApiFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../openapi/v2.yaml');
/** The care team console's calls, served beside v2 under their own root. */
export const staffOpenApiFile = resolve(dirname(openApiFile), 'staff.yaml');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type OpenApiDocument = { [key: string]: Json };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const referenceFile = resolve(dirname(openApiFile), 'reference.html');

export function readReference(): string {
  return readFileSync(referenceFile, 'utf8');
}

// Parsed once per process, and frozen, as every caller only reads it: parsing the contract's YAML
// takes a quarter of a second, and the server's tests build an app (and so load both documents)
// in every file.
const parsed = new Map<string, OpenApiDocument>();

/** The document of `file`: one for the whole process, frozen. */
export function loadOpenApi(file = openApiFile): OpenApiDocument {
  let document = parsed.get(file);
  if (!document) {
    document = deepFreeze(parse(readFileSync(file, 'utf8')) as OpenApiDocument);
    parsed.set(file, document);
  }
  return document;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function pointer(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`Unresolvable reference ${ref}`);
    node = (node as { [key: string]: Json })[key]!;
  }
  return node;
}

/** A copy of `node` with every `$ref` replaced by what it points to (the contract has no cycles). */
export function dereference(document: OpenApiDocument, node: Json = document, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, seen));
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) throw new Error(`Cyclic reference ${[...seen, node.$ref].join(' -> ')}`);
    const { $ref, ...siblings } = node;
    const target = dereference(document, pointer(document, $ref), [...seen, $ref]);
    return Object.keys(siblings).length && target && typeof target === 'object' && !Array.isArray(target)
      ? { ...target, ...(dereference(document, siblings, seen) as object) }
      : target;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(document, value, seen)]));
}

export type Operation = {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  /** Fastify's form of the path: `{id}` becomes `:id`. */
  url: string;
  definition: { [key: string]: Json };
  public: boolean;
};

const listed = new WeakMap<OpenApiDocument, readonly Operation[]>();

/** Every operation of the document, its references resolved: worked out once per document, frozen. */
export function listOperations(document: OpenApiDocument): readonly Operation[] {
  let operations = listed.get(document);
  if (!operations) {
    operations = deepFreeze(resolveOperations(document));
    listed.set(document, operations);
  }
  return operations;
}

function resolveOperations(document: OpenApiDocument): Operation[] {
  const resolved = dereference(document) as OpenApiDocument;
  const globalSecurity = (resolved.security as Json[] | undefined) ?? [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((resolved.paths ?? {}) as Record<string, Record<string, Json>>)) {
    const shared = (item.parameters as Json[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const definition = item[method] as { [key: string]: Json } | undefined;
      if (!definition) continue;
      const security = (definition.security as Json[] | undefined) ?? globalSecurity;
      operations.push({
        operationId: String(definition.operationId),
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        definition: { ...definition, parameters: [...shared, ...((definition.parameters as Json[]) ?? [])] },
        // `security: []`, or an alternative `{}` among the schemes, means no session is needed.
        public:
          security.length === 0 ||
          security.some((s) => s !== null && typeof s === 'object' && Object.keys(s).length === 0),
      });
    }
  }
  return operations;
}
