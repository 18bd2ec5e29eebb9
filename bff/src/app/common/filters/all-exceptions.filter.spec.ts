import type { ArgumentsHost } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Campo } from '@portal/shared/domain';
import { ADMIN_USER } from '../../../db/seed/demo-users';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { BODY_LIMIT_BYTES } from '../../create-app';
import { AllExceptionsFilter } from './all-exceptions.filter';

describe('error responses are always { msg }', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
  });
  afterAll(() => t.close());

  it('bad JSON → 400 cuerpoInvalido', async () => {
    expect(await t.post('/api/auth', '{"email": "1000", ')).toMatchObject({ status: 400, body: { msg: MSG.cuerpoInvalido } });
    expect(await t.post('/api/campos', '{bad', { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.cuerpoInvalido } });
  });

  it('a body that is not an object → 400 cuerpoInvalido', async () => {
    expect(await t.post('/api/campos', '"texto"', { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.cuerpoInvalido } });
  });

  it('unsupported content type → 415 { msg }', async () => {
    const res = await t.post('/api/campos', '<campo/>', { token: admin, headers: { 'content-type': 'application/xml' } });
    expect(res).toMatchObject({ status: 415, body: { msg: MSG.cuerpoInvalido } });
  });

  it('too large body → 413 { msg }', async () => {
    const big = JSON.stringify({ name: 'equipo', value: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(await t.post('/api/campos', big, { token: admin })).toMatchObject({ status: 413, body: { msg: MSG.cuerpoInvalido } });
  });

  it('a path parameter over the router limit → 414 direccionDemasiadoLarga', async () => {
    const res = await t.get(`/api/tarjetas/${'x'.repeat(500)}`, { token: admin });
    expect(res).toMatchObject({ status: 414, body: { msg: MSG.direccionDemasiadoLarga } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a malformed URL encoding → 400 direccionInvalida', async () => {
    expect(await t.get('/api/tarjetas/%zz', { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.direccionInvalida } });
  });

  it('DELETE with a JSON content type and no body is read as no body', async () => {
    const created = (await t.post<Campo>('/api/campos', { name: 'riesgoFinal', value: 'Borrar sin cuerpo' }, { token: admin })).body;
    const json = { 'content-type': 'application/json' };
    expect(await t.delete(`/api/campos/${created._id}`, { token: admin, headers: json })).toMatchObject({ status: 200, body: { success: true } });
    expect(await t.delete(`/api/campos/${created._id}`, { token: admin, headers: json })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
    // A body that is there is still parsed, and must still be JSON.
    expect(await t.request('DELETE', `/api/campos/${created._id}`, { token: admin, body: '{bad' })).toMatchObject({
      status: 400,
      body: { msg: MSG.cuerpoInvalido },
    });
    // POST keeps requiring its body.
    expect(await t.post('/api/campos', '', { token: admin, headers: json })).toMatchObject({ status: 400, body: { msg: MSG.cuerpoInvalido } });
  });

  it('unknown API routes and methods → 404 recursoNoEncontrado', async () => {
    expect(await t.get('/api/tarjetas-inexistentes')).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
    expect(await t.post('/api/health', {})).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
    expect(await t.request('PUT', '/api/users', { token: admin, body: {} })).toMatchObject({ status: 404, body: { msg: MSG.recursoNoEncontrado } });
  });
});

describe('AllExceptionsFilter', () => {
  it('hides unexpected errors behind 500 errorServidor; a row deleted mid-request is a 409', () => {
    let sent: { status?: number; body?: unknown } = {};
    const reply = {
      sent: false,
      status(code: number) {
        sent.status = code;
        return this;
      },
      send(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const host = { switchToHttp: () => ({ getRequest: () => ({ url: '/api/x', method: 'GET' }), getResponse: () => reply }) } as unknown as ArgumentsHost;
    const filter = new AllExceptionsFilter();
    (filter as unknown as { logger: { error: () => void } }).logger = { error: () => undefined };
    filter.catch(new Error('connection reset: secret detail'), host);
    expect(sent).toEqual({ status: 500, body: { msg: MSG.errorServidor } });
    sent = {};
    filter.catch(Object.assign(new Error('duplicate key'), { code: '23505' }), host);
    expect(sent).toEqual({ status: 500, body: { msg: MSG.errorServidor } });
    // A race, not a bug: a row the write refers to was deleted mid-request (FK violation, wrapped by Drizzle).
    sent = {};
    const fk = Object.assign(new Error('insert or update on table "kaizen_tarjetas" violates foreign key constraint'), { code: '23503' });
    filter.catch(Object.assign(new Error('Failed query: insert into "kaizen_tarjetas"'), { cause: fk }), host);
    expect(sent).toEqual({ status: 409, body: { msg: MSG.registroRelacionadoEliminado } });
  });
});

describe('AllExceptionsFilter with the database away', () => {
  it('answers 503 baseDeDatosNoDisponible, never 500, for connection-level errors', () => {
    const sent: { status?: number; body?: unknown }[] = [];
    const reply = {
      sent: false,
      status(code: number) {
        sent.push({ status: code });
        return this;
      },
      send(body: unknown) {
        sent[sent.length - 1].body = body;
        return this;
      },
    };
    const host = { switchToHttp: () => ({ getRequest: () => ({ url: '/api/x', method: 'GET' }), getResponse: () => reply }) } as unknown as ArgumentsHost;
    const filter = new AllExceptionsFilter();
    const warnings: unknown[] = [];
    (filter as unknown as { logger: { warn: (m: unknown) => void } }).logger = { warn: (m) => warnings.push(m) };
    const wrapped = Object.assign(new Error('Failed query: insert into "tarjetas"'), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
    filter.catch(wrapped, host);
    filter.catch(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), host);
    filter.catch(new Error('Connection terminated unexpectedly'), host);
    expect(sent).toEqual(Array(3).fill({ status: 503, body: { msg: MSG.baseDeDatosNoDisponible } }));
    // A burst of failures during an outage is logged once, not once per request.
    expect(warnings).toHaveLength(1);
  });
});
