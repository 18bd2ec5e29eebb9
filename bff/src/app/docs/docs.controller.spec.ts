import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRATO, pathOpenApi, type OpenApiDocumento } from '@portal/shared/domain';
import { listRoutes } from '../../../test/fuzz/routes';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { documentoOpenApi } from './openapi';

type Operacion = { operationId: string; 'x-acceso': string; parameters: { name: string; in: string }[]; requestBody?: unknown; security: unknown[] };

describe('/api/docs: the API described from its contract', () => {
  let t: TestApp;
  let doc: OpenApiDocumento;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.get<OpenApiDocumento>('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 served without a session, and is exactly what the contract generates', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc).toEqual(JSON.parse(JSON.stringify(documentoOpenApi())));
  });

  it('describes every route the server answers, and no route it does not (the live route map)', () => {
    const vivas = listRoutes(t.app)
      .map((r) => `${r.method} ${pathOpenApi(r.path)}`)
      .sort();
    const descritas = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((metodo) => `${metodo.toUpperCase()} ${path}`))
      .sort();
    expect(descritas).toEqual(vivas);
  });

  it('gives each route its access, its path and query parameters and its JSON body schema', () => {
    for (const [area, rutas] of Object.entries(CONTRATO)) {
      for (const [nombre, r] of Object.entries(rutas)) {
        const op = doc.paths[pathOpenApi(r.path)][r.metodo.toLowerCase()] as Operacion;
        expect(op.operationId).toBe(`${area}.${nombre}`);
        expect(op['x-acceso']).toBe(r.acceso);
        expect(op.security.length === 0).toBe(r.acceso === 'public');
        for (const param of r.path.matchAll(/:(\w+)/g)) expect(op.parameters).toContainEqual(expect.objectContaining({ name: param[1], in: 'path' }));
        if (r.consulta)
          expect(
            op.parameters.some((p) => p.in === 'query'),
            `${area}.${nombre}`,
          ).toBe(true);
        expect(Boolean(op.requestBody), `${area}.${nombre}`).toBe(Boolean(r.cuerpo));
      }
    }
  });

  it('the body schema is the validation schema: a Quick Kaizen create names its fields and the required ones', () => {
    const crear = doc.paths['/api/tarjetaskaizen']['post'] as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
    };
    const schema = crear.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['tema', 'pilar']));
    expect(schema.required.length).toBeGreaterThan(0);
  });

  it('the page lists every route, runs no script and needs no session', async () => {
    const res = await t.get('/api/docs');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.text).not.toMatch(/<script/i);
    for (const path of Object.keys(doc.paths)) expect(res.text).toContain(`<code>${path.replace(/&/g, '&#38;')}</code>`);
  });
});
