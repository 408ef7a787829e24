// Renders openapi/v2.yaml as one self-contained HTML page (no script, no outside assets), the readable
// reference the server publishes beside /api/v2/openapi.json.

const escape = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The little Markdown the descriptions use: paragraphs, "- " lists, **bold** and `code`. */
export function markdown(text = '') {
  const inline = (line) =>
    escape(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const blocks = [];
  let list = null;
  let paragraph = [];
  const flush = () => {
    if (paragraph.length) blocks.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      flush();
      list ??= [];
      list.push(line.slice(2));
    } else if (list && line && raw.startsWith('  ')) {
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list) blocks.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
      list = null;
      if (line.startsWith('## ')) {
        flush();
        blocks.push(`<h3>${inline(line.slice(3))}</h3>`);
      } else if (line) paragraph.push(line);
      else flush();
    }
  }
  if (list) blocks.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
  flush();
  return blocks.join('\n');
}

const refName = (ref) => ref.split('/').at(-1);
const schemaLink = (name) => `<a href="#schema-${escape(name)}">${escape(name)}</a>`;

/** A short readable type: `CurrentUser`, `string (date)`, `Child[]`, `PatientStatus | null`. */
export function typeOf(schema) {
  if (!schema) return 'any';
  if (schema.$ref) return schemaLink(refName(schema.$ref));
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf).map(typeOf).join(' | ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' &amp; ');
  if (schema.enum) return schema.enum.map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ');
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  const types = [].concat(schema.type ?? 'object');
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items)}[]`;
      if (type === 'null') return 'null';
      return schema.format ? `${type} (${escape(schema.format)})` : type;
    })
    .join(' | ');
}

function rules(schema) {
  const keys = [
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'minLength',
    'maxLength',
    'pattern',
    'minItems',
    'maxItems',
    'default',
  ];
  return keys
    .filter((k) => schema?.[k] !== undefined)
    .map((k) => `${k} ${escape(JSON.stringify(schema[k]))}`)
    .join(', ');
}

function propertiesTable(schema) {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return '';
  const required = new Set(schema.required ?? []);
  const rows = properties.map(
    ([name, property]) =>
      `<tr><td><code>${escape(name)}</code>${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${typeOf(property)}</td><td>${escape(property.description ?? '')}${rules(property) ? ` <small>${rules(property)}</small>` : ''}</td></tr>`,
  );
  return `<table><thead><tr><th>Field</th><th>Type</th><th>About</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(method, path, operation, resolveParameter) {
  const id = operation.operationId;
  // The headers every call carries are told once, under Conventions.
  const parameters = (operation.parameters ?? []).map(resolveParameter).filter((p) => p.in !== 'header');
  const parameterRows = parameters.map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code> <small>${escape(p.in)}${p.required ? '' : ', optional'}</small></td><td>${typeOf(p.schema)}</td><td>${escape(p.description ?? '')}</td></tr>`,
  );
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, media]) => `<p>Body <small>${escape(type)}</small>: ${typeOf(media.schema)}</p>`)
    .join('');
  const responses = Object.entries(operation.responses).map(([status, response]) => {
    const name = response.$ref ? refName(response.$ref) : null;
    const content = Object.entries(response.content ?? {})
      .map(([type, media]) => `${typeOf(media.schema)} <small>${escape(type)}</small>`)
      .join(', ');
    return `<tr><td>${escape(status)}</td><td>${name ? `<a href="#response-${escape(name)}">${escape(name)}</a>` : content || escape(response.description ?? '')}</td></tr>`;
  });
  return `<section id="op-${escape(id)}" class="operation">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p><strong>${escape(operation.summary ?? '')}</strong> <small><code>${escape(id)}</code>${operation.security?.some((s) => Object.keys(s).length === 0) ? ' · public' : ''}</small></p>
${operation.description ? markdown(operation.description) : ''}
${parameterRows.length ? `<table><thead><tr><th>Parameter</th><th>Type</th><th>About</th></tr></thead><tbody>${parameterRows.join('')}</tbody></table>` : ''}
${body}
<table><thead><tr><th>Status</th><th>Answer</th></tr></thead><tbody>${responses.join('')}</tbody></table>
</section>`;
}

export function renderReference(spec) {
  const resolveParameter = (p) => (p.$ref ? spec.components.parameters[refName(p.$ref)] : p);
  const byTag = new Map(spec.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const operation = item[method];
      if (!operation) continue;
      const shared = item.parameters ?? [];
      byTag
        .get(operation.tags[0])
        .push(
          operationHtml(
            method,
            path,
            { ...operation, parameters: [...shared, ...(operation.parameters ?? [])] },
            resolveParameter,
          ),
        );
    }
  }
  const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const toc = [...byTag.keys()]
    .map((name) => `<li><a href="#tag-${slug(name)}">${escape(name)}</a> <small>${byTag.get(name).length}</small></li>`)
    .join('');
  const groups = [...byTag.entries()]
    .map(([name, html]) => `<section id="tag-${slug(name)}"><h2>${escape(name)}</h2>\n${html.join('\n')}</section>`)
    .join('\n');
  const responses = Object.entries(spec.components.responses)
    .map(
      ([name, response]) =>
        `<section id="response-${escape(name)}"><h3>${escape(name)}</h3><p>${escape(response.description)}</p>${Object.keys(
          response.headers ?? {},
        )
          .map((h) => `<p>Header <code>${escape(h)}</code>: ${escape(response.headers[h].description ?? '')}</p>`)
          .join('')}${Object.values(response.content ?? {})
          .map(
            (m) =>
              `<p>${typeOf(m.schema)}</p>${m.example ? `<pre>${escape(JSON.stringify(m.example, null, 2))}</pre>` : ''}`,
          )
          .join('')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(spec.components.schemas)
    .map(([name, schema]) => {
      const parts = schema.allOf
        ? schema.allOf
            .map((part) => (part.$ref ? `<p>All of ${typeOf(part)}, and:</p>` : propertiesTable(part)))
            .join('')
        : propertiesTable(schema);
      const shape =
        schema.properties || schema.allOf
          ? ''
          : `<p>${typeOf(schema)}${rules(schema) ? ` <small>${rules(schema)}</small>` : ''}</p>`;
      const examples = (schema.examples ?? [])
        .map((example) => `<pre>${escape(JSON.stringify(example, null, 2))}</pre>`)
        .join('');
      return `<section id="schema-${escape(name)}" class="schema"><h3>${escape(name)}</h3>${schema.description ? `<p>${escape(schema.description)}</p>` : ''}${shape}${parts}${examples ? `<details><summary>Examples</summary>${examples}</details>` : ''}</section>`;
    })
    .join('\n');
  const count = [...byTag.values()].reduce((n, list) => n + list.length, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(spec.info.title)} reference</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem 1.5rem; color: #1d1b20; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f5f2f7; padding: 0.75rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; }
th, td { border-bottom: 1px solid #ddd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
.operation, .schema { border-top: 1px solid #ccc; padding-top: 0.5rem; margin-top: 1rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
.get { color: #0b6b3a; } .post { color: #0b4f8a; } .put { color: #7a4a00; } .delete { color: #9b1c1c; }
small { color: #555; }
</style>
</head>
<body>
<header>
<h1>${escape(spec.info.title)} <small>${escape(spec.info.version)}</small></h1>
<p>${count} operations. The machine-readable description: <a href="openapi.json">openapi.json</a>.</p>
</header>
<nav aria-label="Groups"><ul>${toc}<li><a href="#responses">Shared responses</a></li><li><a href="#schemas">Schemas</a></li></ul></nav>
<main>
<section id="conventions"><h2>Conventions</h2>
${markdown(spec.info.description)}
</section>
${groups}
<section id="responses"><h2>Shared responses</h2>
${responses}
</section>
<section id="schemas"><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
}
