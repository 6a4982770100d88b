import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './openapi-document.js';

/**
 * The API description as one static HTML page, grouped by tag: no scripts at all, so the
 * Content-Security-Policy (`script-src 'self'`) stays as strict as everywhere else, and nothing
 * is loaded from elsewhere. Schemas are shown as formatted JSON with their `$ref`s as links.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The little Markdown descriptions use: paragraphs, `code` and **bold**. */
function markdown(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/`([^`]+)`/g, '<code>$1</code>')
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')}</p>`,
    )
    .join('\n');
}

const SCHEMA_REF = /&quot;#\/components\/schemas\/([A-Za-z0-9._-]+)([^&]*)&quot;/g;

/** Formatted JSON whose references to components are links to them. */
function json(value: unknown, indent: number | undefined = 2): string {
  return escapeHtml(JSON.stringify(value, null, indent)).replace(
    SCHEMA_REF,
    (whole, key: string) => `<a href="#schema-${key}">${whole}</a>`,
  );
}

function parameters(list: OpenApiParameter[] | undefined): string {
  if (!list?.length) return '';
  const rows = list.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${json(p.schema, undefined)}</code></td></tr>`,
  );
  return `<h4>Parameters</h4>\n<table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A bare reference as a link to the schema, anything else as formatted JSON. */
function schemaView(schema: unknown): string {
  if (schema === undefined) return ' (file)';
  const ref = (schema as { $ref?: unknown }).$ref;
  const key =
    typeof ref === 'string' && Object.keys(schema as object).length === 1
      ? /^#\/components\/schemas\/([A-Za-z0-9._-]+)$/.exec(ref)?.[1]
      : undefined;
  return key ? ` <a href="#schema-${key}">${key}</a>` : `<pre>${json(schema)}</pre>`;
}

function content(media: Record<string, { schema?: unknown }> | undefined): string {
  return Object.entries(media ?? {})
    .map(([type, { schema }]) => `<div class="media"><span class="type">${escapeHtml(type)}</span>${schemaView(schema)}</div>`)
    .join('\n');
}

function response(status: string, answer: OpenApiResponse): string {
  const headers = Object.entries(answer.headers ?? {}).map(
    ([name, header]) => `<li>header <code>${escapeHtml(name)}</code>: ${escapeHtml(header.description)}</li>`,
  );
  return `<div class="response"><h5><span class="status s${status.charAt(0)}">${status}</span> ${markdownInline(answer.description)}</h5>${headers.length ? `<ul>${headers.join('')}</ul>` : ''}${content(answer.content)}</div>`;
}

const markdownInline = (text: string) => markdown(text).replace(/^<p>|<\/p>$/g, '');

function operation(path: string, method: string, op: OpenApiOperation): string {
  return `<article class="operation" id="op-${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(op.summary)}</p>
${markdown(op.description)}
<p class="meta">operationId <code>${escapeHtml(op.operationId)}</code></p>
${parameters(op.parameters)}
${op.requestBody ? `<h4>Request body</h4>\n${content(op.requestBody.content)}` : ''}
<h4>Responses</h4>
${Object.entries(op.responses)
  .map(([status, answer]) => response(status, answer))
  .join('\n')}
</article>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;color:#1d232a;margin:0;display:flex}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:22rem;flex:none;background:#f4f6f8;padding:1rem;box-sizing:border-box;font-size:13px}
nav ul{list-style:none;padding-left:.5rem;margin:.2rem 0 .8rem}nav a{text-decoration:none;color:inherit}nav a:hover{text-decoration:underline}
main{padding:1rem 2rem;max-width:70rem;min-width:0}
h2{border-bottom:2px solid #d0d7de;padding-bottom:.2rem;margin-top:2.5rem}
.operation{border:1px solid #d0d7de;border-radius:6px;padding:.2rem 1rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px;background:#57606a}
.get{background:#0969da}.post{background:#1a7f37}.put,.patch{background:#9a6700}.delete{background:#cf222e}
.summary{font-weight:600}.meta{color:#57606a;font-size:13px}
.status{display:inline-block;border-radius:4px;padding:0 6px;color:#fff;background:#57606a}.s2{background:#1a7f37}.s4{background:#cf222e}.s5{background:#8250df}
h5{margin:.8rem 0 .2rem;font-size:14px;font-weight:normal}
.type{font-family:ui-monospace,monospace;font-size:12px;color:#57606a}
pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:4px;padding:.5rem;overflow:auto;font-size:12px}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #d0d7de;padding:2px 8px;text-align:left;vertical-align:top}
code{font-family:ui-monospace,monospace;font-size:12px}`;

/**
 * @example res.type('html').send(renderApiDocs(document))
 */
export function renderApiDocs(document: OpenApiDocument, documentUrl: string): string {
  const byTag = new Map<string, [string, string, OpenApiOperation][]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) for (const tag of op.tags) byTag.get(tag)?.push([path, method, op]);
  }
  const toc = [...byTag].map(
    ([tag, ops]) =>
      `<li><a href="#tag-${escapeHtml(tag)}"><strong>${escapeHtml(tag)}</strong></a><ul>${ops
        .map(
          ([path, method, op]) =>
            `<li><a href="#op-${escapeHtml(op.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</a></li>`,
        )
        .join('')}</ul></li>`,
  );
  const schemaKeys = Object.keys(document.components.schemas).sort((a, b) => a.localeCompare(b));
  const sections = [...byTag].map(
    ([tag, ops]) =>
      `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>\n${ops.map(([path, method, op]) => operation(path, method, op)).join('\n')}</section>`,
  );
  const schemas = schemaKeys.map(
    (key) =>
      `<section id="schema-${escapeHtml(key)}"><h3>${escapeHtml(key)}</h3><pre>${json(document.components.schemas[key])}</pre></section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<nav>
<p><strong>${escapeHtml(document.info.title)}</strong><br>version ${escapeHtml(document.info.version)} · <a href="${escapeHtml(documentUrl)}">openapi.json</a></p>
<ul>${toc.join('')}<li><a href="#schemas"><strong>schemas</strong></a><ul>${schemaKeys.map((key) => `<li><a href="#schema-${escapeHtml(key)}">${escapeHtml(key)}</a></li>`).join('')}</ul></li></ul>
</nav>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
${markdown(document.info.description)}
<p>The machine-readable description: <a href="${escapeHtml(documentUrl)}"><code>${escapeHtml(documentUrl)}</code></a> (OpenAPI ${document.openapi}).</p>
${sections.join('\n')}
<section id="schemas"><h2>schemas</h2>
${schemas.join('\n')}
</section>
</main>
</body>
</html>
`;
}
