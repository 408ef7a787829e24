// Writes what follows from openapi/v2.yaml: in src/generated the TypeScript types (openapi-typescript), the list of
// operations and the TanStack Query options per operation; and openapi/reference.html, the readable reference.
// From openapi/staff.yaml, the care team console's types (src/generated/staff.ts).
// `--check` fails instead of writing when a file is out of date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { renderReference } from './reference.mjs';

export const specUrl = new URL('../../../openapi/v2.yaml', import.meta.url);
/** The care team console's API: its types go to their own entry, @mat/api/staff, so patient bundles do not carry them. */
export const staffSpecUrl = new URL('../../../openapi/staff.yaml', import.meta.url);
const packageDir = new URL('../', import.meta.url);
const banner = '// Generated from openapi/v2.yaml by `pnpm --filter @mat/api generate`. Do not edit.\n';
const methods = ['get', 'post', 'put', 'delete', 'patch'];

/** GET calls that change something (sign out, send a text): offered as mutations so they never run by themselves. */
export const actionGets = new Set([
  'logout',
  'requestTextLoginCode',
  'redeemGiftMembership',
  'getMembershipBuyToken',
  'recordConsentPageVisit',
  'recordRegistrationFromConsent',
]);

export function readSpec() {
  return parse(readFileSync(specUrl, 'utf8'));
}

/** Every operation in document order: what the server serves and the client calls. */
export function listOperations(spec) {
  const list = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const success = Object.keys(operation.responses).filter((s) => s.startsWith('2'));
      const types = success.flatMap((s) => Object.keys(operation.responses[s].content ?? {}));
      list.push({
        operationId: operation.operationId,
        method,
        path,
        tag: operation.tags[0],
        summary: operation.summary,
        public: Array.isArray(operation.security) && operation.security.some((s) => Object.keys(s).length === 0),
        success,
        download: types.some((t) => t !== 'application/json'),
        stream: types.includes('text/event-stream'),
        multipart: Boolean(operation.requestBody?.content?.['multipart/form-data']),
      });
    }
  }
  return list;
}

/** The query key's first element: the tag in camelCase ("Care plan and assignments" -> "carePlanAndAssignments"). */
export function tagKey(tag) {
  const words = tag
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

export async function renderTypes(url = specUrl, header = banner) {
  const ast = await openapiTS(url, {
    // Files travel as Blobs (uploads) and downloads are read as Blobs.
    transform(schema) {
      if (schema.format === 'binary') return ts.factory.createTypeReferenceNode('Blob');
      return undefined;
    },
  });
  return header + astToString(ast);
}

export function renderOperations(spec) {
  const rows = listOperations(spec).map(
    (o) =>
      `  { operationId: '${o.operationId}', method: '${o.method}', path: '${o.path}', tag: '${o.tag}', public: ${o.public} },`,
  );
  return `${banner}
/** Every operation of the v2 description, in the file's order. */
export const operationList = [
${rows.join('\n')}
] as const;

export type OperationId = (typeof operationList)[number]['operationId'];
`;
}

export function renderQueries(spec) {
  const groups = new Map();
  // A tag may name its query key root with x-query-key (short names read better in code than the spec's titles).
  const keys = new Map((spec.tags ?? []).filter((t) => t['x-query-key']).map((t) => [t.name, t['x-query-key']]));
  for (const o of listOperations(spec)) {
    const key = keys.get(o.tag) ?? tagKey(o.tag);
    if (!groups.has(key)) groups.set(key, { tag: o.tag, queries: [], mutations: [] });
    const group = groups.get(key);
    // A stream never ends: no query or mutation can wait for it (the app reads it itself).
    if (o.stream) continue;
    const M = o.method.toUpperCase();
    const request = `RequestOf<'${o.path}', '${o.method}'>`;
    const optional204 = o.success.includes('204') && o.success.length > 1;
    const unwrapName = optional204 ? 'unwrapOptional' : 'unwrap';
    const extra = [
      o.download ? "parseAs: 'blob' as const" : null,
      o.multipart ? 'bodySerializer: toFormData' : null,
    ].filter(Boolean);
    const init = (signal) =>
      `{ ...requestInit(request)${signal ? ', signal' : ''}${extra.length ? ', ' + extra.join(', ') : ''} }`;
    const doc = `  /** ${M} ${o.path}: ${o.summary} */`;
    if (o.method === 'get' && !actionGets.has(o.operationId)) {
      group.queries.push(`${doc}
  ${o.operationId}: (client: MatClient, ...[request]: Args<${request}>) =>
    queryOptions({
      queryKey: ['${key}', '${o.operationId}', keyOf(request)] as const,
      queryFn: ({ signal }) => ${unwrapName}(client.GET('${o.path}', ${init(true)})),
    }),`);
    } else {
      group.mutations.push(`${doc}
  ${o.operationId}: (client: MatClient) =>
    mutationOptions({
      mutationKey: ['${key}', '${o.operationId}'] as const,
      mutationFn: (request: Variables<${request}>) => ${unwrapName}(client.${M}('${o.path}', ${init(false)})),
    }),`);
    }
  }
  const files = {};
  for (const [key, g] of groups) {
    const ops = listOperations(spec).filter((o) => !o.stream && (keys.get(o.tag) ?? tagKey(o.tag)) === key);
    const uses = (test) => ops.some(test);
    const reactQuery = [g.mutations.length ? 'mutationOptions' : null, g.queries.length ? 'queryOptions' : null]
      .filter(Boolean)
      .join(', ');
    const unwraps = [
      uses((o) => !(o.success.includes('204') && o.success.length > 1)) ? 'unwrap' : null,
      uses((o) => o.success.includes('204') && o.success.length > 1) ? 'unwrapOptional' : null,
    ]
      .filter(Boolean)
      .join(', ');
    const requestNames = [
      g.queries.length ? 'keyOf' : null,
      'requestInit',
      g.queries.length ? 'type Args' : null,
      'type RequestOf',
      g.mutations.length ? 'type Variables' : null,
    ]
      .filter(Boolean)
      .join(', ');
    const parts = [];
    if (g.queries.length)
      parts.push(
        `/** ${g.tag}: query options. Keys start with '${key}'. */\nexport const ${key}Queries = {\n${g.queries.join('\n')}\n};\n`,
      );
    if (g.mutations.length)
      parts.push(
        `/** ${g.tag}: mutation options. Keys start with '${key}'. */\nexport const ${key}Mutations = {\n${g.mutations.join('\n')}\n};\n`,
      );
    if (!parts.length) continue;
    files[`src/generated/queries/${key}.ts`] = `${banner}
import { ${reactQuery} } from '@tanstack/react-query';
import type { MatClient } from '../../client.js';
${uses((o) => o.multipart) ? "import { toFormData } from '../../form-data.js';\n" : ''}import { ${requestNames} } from '../../request.js';
import { ${unwraps} } from '../../unwrap.js';

${parts.join('\n')}`;
  }
  const tags = [...groups.entries()].map(([key, g]) => `  ${key}: '${g.tag}',`).join('\n');
  // One module per group, so a bundle that uses one group's calls carries only that group's code.
  files['src/generated/queries.ts'] = `${banner}
/** Query key roots: invalidate a whole group with \`queryClient.invalidateQueries({ queryKey: [tagKeys.profile] })\`. */
export const tagKeys = {
${[...groups.keys()].map((k) => `  ${k}: '${k}',`).join('\n')}
} as const;

/** The spec's group name for each key. */
export const tagNames = {
${tags}
} as const;

${Object.keys(files)
  .map((name) => `export * from './queries/${name.slice('src/generated/queries/'.length, -3)}.js';`)
  .join('\n')}
`;
  return files;
}

export async function renderAll() {
  const spec = readSpec();
  return {
    'src/generated/v2.ts': await renderTypes(),
    'src/generated/staff.ts': await renderTypes(staffSpecUrl, banner.replace('openapi/v2.yaml', 'openapi/staff.yaml')),
    'src/generated/operations.ts': renderOperations(spec),
    ...renderQueries(spec),
    '../../openapi/reference.html': renderReference(spec),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const files = await renderAll();
  let stale = 0;
  for (const [name, text] of Object.entries(files)) {
    const url = new URL(name, packageDir);
    let current = null;
    try {
      current = readFileSync(url, 'utf8');
    } catch {
      /* not written yet */
    }
    if (current === text) continue;
    if (check) {
      console.error(`${name} is out of date: run pnpm --filter @mat/api generate`);
      stale++;
    } else {
      mkdirSync(new URL('.', url), { recursive: true });
      writeFileSync(url, text);
      console.log(`wrote ${name}`);
    }
  }
  if (stale) process.exit(1);
}
