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

export function loadOpenApi(file = openApiFile): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
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

/** Every operation of the document, its references resolved. */
export function listOperations(document: OpenApiDocument): Operation[] {
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
