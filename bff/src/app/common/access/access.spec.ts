import { ForbiddenException, RequestMethod, type ExecutionContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PANTALLA_HEADER, puede, RUTAS, soloLectura, type PantallaCreada, type Role, type User } from '@portal/shared/domain';
import { ADMIN_USER } from '../../../db/seed/demo-users';
import { ROUTES, samplePath, UNKNOWN_ID, type RouteAccess, type RouteRow } from '../../../../test/routes';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { hostileTokens } from '../../../../test/tokens';
import { rutaDe } from '../contract';
import { accessRulesOf, Authenticated, Public, RequireCapability, type AccessRule } from './access.decorators';
import { AccessGuard } from './access.guard';
import { NoPantallas, RequestAuthenticator } from './auth-user';

/**
 * Everyone who can knock: no session, five kinds of bad token, one session per role, and a TV board's pantalla
 * token (header x-pantalla, no session) live or revoked.
 */
const CALLERS = [
  'no token',
  'forged',
  'alg none',
  'expired',
  'no expiry',
  'deleted user',
  'pantalla',
  'pantalla revocada',
  'Operario',
  'Jefe de area',
  'Admin de planta',
  'Admin',
  'Corporativo',
] as const;
type Caller = (typeof CALLERS)[number];
const PANTALLAS = ['pantalla', 'pantalla revocada'] as const satisfies readonly Caller[];
const esPantalla = (caller: Caller): caller is (typeof PANTALLAS)[number] => (PANTALLAS as readonly Caller[]).includes(caller);

/** The sessions: a role each; the seeded Admin is also the company's Admin, 'Admin de planta' is not (issue 24). */
const SESIONES: Partial<Record<Caller, { role: Role; empresa: boolean }>> = {
  Operario: { role: 'Operario', empresa: false },
  'Jefe de area': { role: 'Jefe de area', empresa: false },
  'Admin de planta': { role: 'Admin', empresa: false },
  Admin: { role: 'Admin', empresa: true },
  Corporativo: { role: 'Corporativo', empresa: false },
};

/**
 * The role table (ROLE_CAPABILITIES through puede(): the company's capabilities by the person) decides; only a live
 * session gets past a non-public route, and a live pantalla token past a 'pantallaOrUser' one only (anywhere else its
 * header is ignored: no session).
 */
function expectedFor({ access, method, path }: RouteRow, caller: Caller): 'allowed' | 401 | 403 | 'pantalla 401' {
  if (access === 'public') return 'allowed';
  if (access === 'pantallaOrUser' && caller === 'pantalla') return 'allowed';
  if (access === 'pantallaOrUser' && caller === 'pantalla revocada') return 'pantalla 401';
  const sesion = SESIONES[caller];
  if (!sesion) return 401;
  // A read-only role (Corporativo) writes only its own account (the contract's `propia`), whatever its capabilities.
  if (soloLectura(sesion.role) && method !== 'GET' && !RUTAS.find((r) => r.metodo === method && r.path === path)?.propia) return 403;
  return access === 'authenticated' || access === 'pantallaOrUser' || puede(sesion, access) ? 'allowed' : 403;
}

const trimSlashes = (p: string) => p.replace(/^\/+|\/+$/g, '');
const routeKey = (method: string, path: string) => `${method} /${trimSlashes(path).replace(/^api\//, '')}`;

/** Every handler Nest registered, with the access rules it declares. */
function registeredHandlers(app: NestFastifyApplication) {
  const scanner = new MetadataScanner();
  const found: { key: string; name: string; rules: AccessRule[]; contrato: boolean }[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const prototype = Object.getPrototypeOf(wrapper.instance);
      const base: string = Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object) ?? '';
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const path: string | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        found.push({
          key: routeKey(method, [trimSlashes(base), trimSlashes(path)].filter(Boolean).join('/')),
          name: `${wrapper.name}.${name}`,
          rules: accessRulesOf(handler),
          contrato: rutaDe(handler) !== undefined,
        });
      }
    }
  }
  return found;
}

describe('authorization matrix: every route × every caller', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string | undefined>;
  const pantallaTokens = {} as Record<(typeof PANTALLAS)[number], string>;
  beforeAll(async () => {
    t = await startTestApp();
    const roles = await t.roleTokens();
    Object.assign(tokens, { Admin: roles.admin, 'Jefe de area': roles.jefe, Operario: roles.operario, 'no token': undefined });
    tokens.Corporativo = await t.corporativoToken();
    // Bad tokens all name the Admin, so any of them slipping through would get everywhere.
    const admin = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
    const hostile = hostileTokens(t.app, admin.user._id);
    Object.assign(tokens, { forged: hostile.forged, 'alg none': hostile.algNone, expired: hostile.expired, 'no expiry': hostile.noExpiry });
    // An Admin of this plant only (not the company's).
    expect((await t.post('/api/users', { email: '4801', name: 'Admin de Planta', password: '654321', role: 'Admin' }, { token: roles.admin })).status).toBe(
      201,
    );
    tokens['Admin de planta'] = (await t.login('4801', '654321')).token;
    // An Admin that signed in and was then deleted.
    const deleted = await t.post<User>('/api/users', { email: '4800', name: 'Admin Borrado', password: '654321', role: 'Admin' }, { token: roles.admin });
    tokens['deleted user'] = (await t.login('4800', '654321')).token;
    expect((await t.get('/api/users', { token: tokens['deleted user'] })).status).toBe(200);
    expect((await t.delete(`/api/users/${deleted.body._id}`, { token: roles.admin })).status).toBe(200);
    // Two pantallas made by the Admin; the second is revoked.
    for (const caller of PANTALLAS) {
      const p = await t.post<PantallaCreada>('/api/pantallas', { nombre: `TV ${caller}` }, { token: roles.admin });
      expect(p.status, p.text).toBe(201);
      pantallaTokens[caller] = p.body.token;
    }
    const revocada = (await t.get<PantallaCreada[]>('/api/pantallas', { token: roles.admin })).body.find((p) => p.nombre === 'TV pantalla revocada')!;
    expect((await t.delete(`/api/pantallas/${revocada._id}`, { token: roles.admin })).status).toBe(200);
  });
  afterAll(() => t.close());

  it('every route has a row in test/routes.ts and a contract entry with the same access, is registered from the contract, and every row is a route', () => {
    const handlers = registeredHandlers(t.app);
    const rows = new Map(ROUTES.map((r) => [routeKey(r.method, r.path), r]));
    const problems: string[] = [];
    if (rows.size !== ROUTES.length) problems.push('test/routes.ts has duplicated rows');
    for (const handler of handlers) {
      const row = rows.get(handler.key);
      if (handler.rules.length !== 1) problems.push(`${handler.name} declares ${handler.rules.length} access rules instead of one`);
      if (!row) problems.push(`${handler.key} (${handler.name}) has no row in test/routes.ts`);
      if (!row || handler.rules.length !== 1) continue;
      const [rule] = handler.rules;
      const declared: RouteAccess = rule.kind === 'capability' ? rule.capability : rule.kind;
      if (declared !== row.access) problems.push(`${handler.key} (${handler.name}) declares '${declared}', its row says '${row.access}'`);
    }
    for (const handler of handlers) if (!handler.contrato) problems.push(`${handler.key} (${handler.name}) is not registered from the contract (@Endpoint)`);
    const contrato = new Map(RUTAS.map((r) => [routeKey(r.metodo, r.path), r]));
    if (contrato.size !== RUTAS.length) problems.push('the contract declares a route twice');
    for (const row of ROUTES) {
      const r = contrato.get(routeKey(row.method, row.path));
      if (!r) problems.push(`${row.method} ${row.path} has no contract entry`);
      else if (r.acceso !== row.access) problems.push(`${row.method} ${row.path}: the contract says '${r.acceso}', its row says '${row.access}'`);
    }
    for (const key of contrato.keys()) if (!rows.has(key)) problems.push(`contract route ${key} has no row in test/routes.ts`);
    const registered = new Set(handlers.map((h) => h.key));
    const fastify = t.app.getHttpAdapter().getInstance();
    for (const row of ROUTES) {
      if (!registered.has(routeKey(row.method, row.path)) || !fastify.hasRoute({ method: row.method, url: row.path })) {
        problems.push(`row ${row.method} ${row.path} is not a route`);
      }
    }
    expect(problems.join('\n')).toBe('');
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${route.access})`, async () => {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const caller of CALLERS) {
        const headers = esPantalla(caller) ? { [PANTALLA_HEADER]: pantallaTokens[caller] } : undefined;
        const res = await t.request(route.method, samplePath(route), { body, token: tokens[caller], headers });
        const label = `${caller} → ${res.status} ${res.text.slice(0, 200)}`;
        const expected = expectedFor(route, caller);
        if (expected === 'allowed') expect([401, 403], label).not.toContain(res.status);
        else if (expected === 'pantalla 401') expect(res, label).toMatchObject({ status: 401, body: { msg: MSG.pantallaInvalida } });
        else if (expected === 403) expect(res, label).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
        else expect(res, label).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
      }
    });
  }
});

describe('AccessGuard', () => {
  const user = { id: UNKNOWN_ID, legajo: '1', name: 'x', role: 'Operario' as Role, planta: 1, sesionVersion: 0 };
  const guard = new AccessGuard(
    new (class extends RequestAuthenticator {
      authenticate = async () => user;
    })(),
    new NoPantallas(),
  );
  const contextFor = (handler: () => void) =>
    ({ getHandler: () => handler, getClass: () => class Fake {}, switchToHttp: () => ({ getRequest: () => ({}) }) }) as unknown as ExecutionContext;

  class Handlers {
    undeclared() {}
    @Public()
    @Authenticated()
    twice() {}
    @RequireCapability('tarjetas.operate')
    operate() {}
    @RequireCapability('users.manage')
    manage() {}
  }
  const h = Handlers.prototype;

  it('fails closed on a handler without a declaration or with two', async () => {
    await expect(guard.canActivate(contextFor(h.undeclared))).rejects.toBeInstanceOf(ForbiddenException);
    await expect(guard.canActivate(contextFor(h.twice))).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('checks the capability against the role', async () => {
    await expect(guard.canActivate(contextFor(h.operate))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(h.manage))).rejects.toBeInstanceOf(ForbiddenException);
  });
});
