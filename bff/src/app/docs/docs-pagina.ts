import { can, ROLES, type Acceso, type OpenApiDocumento } from '@portal/shared/domain';

const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who may call, in the words of the spec's role table. */
export function accesoLegible(acceso: Acceso): string {
  if (acceso === 'public') return 'Público';
  if (acceso === 'authenticated') return 'Cualquier usuario con sesión';
  if (acceso === 'pantallaOrUser') return 'Cualquier usuario o una pantalla vinculada';
  return `${ROLES.filter((rol) => can(rol, acceso)).join(', ')} (${acceso})`;
}

type Operacion = {
  operationId: string;
  summary: string;
  tags: string[];
  'x-acceso': Acceso;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};

function operacionHtml(metodo: string, path: string, op: Operacion): string {
  const parametros = op.parameters.length
    ? `<table><thead><tr><th>Parámetro</th><th>En</th><th>Esquema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapar(p.name)}</code>${p.required ? ' *' : ''}</td><td>${escapar(p.in)}</td><td><code>${escapar(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const cuerpo = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([tipo, { schema }]) => `<p>Cuerpo <code>${escapar(tipo)}</code></p><pre>${escapar(JSON.stringify(schema, null, 2))}</pre>`)
        .join('')
    : '';
  const respuestas = Object.entries(op.responses)
    .map(([estado, r]) => `<li><code>${estado}</code> ${escapar(r.description)}${r.content ? ` (${escapar(Object.keys(r.content).join(', '))})` : ''}</li>`)
    .join('');
  return `<details id="${escapar(op.operationId)}"><summary><span class="m ${metodo}">${metodo.toUpperCase()}</span> <code>${escapar(path)}</code> — ${escapar(op.summary)}</summary>
<p>Acceso: ${escapar(accesoLegible(op['x-acceso']))}</p>${parametros}${cuerpo}<ul>${respuestas}</ul></details>`;
}

const ESTILO = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem;color:#1a1a1a}
h2{border-bottom:1px solid #ccc;margin-top:2rem}details{border:1px solid #ddd;border-radius:6px;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}pre,code{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f5f5f5;overflow:auto;padding:.6rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
.m{display:inline-block;min-width:4.2rem;font-weight:700;border-radius:4px;padding:0 .3rem;text-align:center;color:#fff;background:#555}
.get{background:#1565c0}.post{background:#2e7d32}.put,.patch{background:#8d5b00}.delete{background:#b71c1c}`;

/** A readable page of the OpenAPI document, with no script: the areas, each route's access, parameters and body. */
export function paginaDocs(doc: OpenApiDocumento): string {
  const info = doc['info'] as { title: string; version: string };
  const porArea = new Map<string, string[]>();
  for (const [path, operaciones] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(operaciones as Record<string, Operacion>)) {
      const area = op.tags[0];
      porArea.set(area, [...(porArea.get(area) ?? []), operacionHtml(metodo, path, op)]);
    }
  }
  const indice = [...porArea.keys()].map((area) => `<a href="#area-${escapar(area)}">${escapar(area)}</a>`).join(' · ');
  const areas = [...porArea.entries()]
    .map(([area, ops]) => `<section><h2 id="area-${escapar(area)}">${escapar(area)}</h2>${ops.join('\n')}</section>`)
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapar(info.title)}</title><style>${ESTILO}</style></head><body><main><h1>${escapar(info.title)} <small>v${escapar(info.version)}</small></h1>
<p>OpenAPI 3.1: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>. Sesión: <code>Authorization: Bearer &lt;token&gt;</code> (POST /api/auth). Errores: <code>{ "msg": "…" }</code> en español.</p>
<nav>${indice}</nav>${areas}</main></body></html>`;
}
