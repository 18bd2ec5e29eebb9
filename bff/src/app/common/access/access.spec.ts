import { ForbiddenException, RequestMethod, type ExecutionContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Role } from '@portal/shared/domain';
import { ADMIN_USER, JEFE_USER, OPERARIO_USER } from '../../../db/seed/demo-users';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { accessRulesOf, Authenticated, Public, RequireCapability } from './access.decorators';
import { AccessGuard } from './access.guard';
import { RequestAuthenticator } from './auth-user';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
type Caller = Role | 'anonymous' | 'bad token' | 'expired token';
const ALL_ROLES: Role[] = ['Admin', 'Jefe de area', 'Operario'];

/** The spec's permission table, written out by hand (not derived from ROLE_CAPABILITIES). */
const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown; allowed: Role[] | 'public' }[] = [
  { method: 'POST', path: '/api/auth', body: {}, allowed: 'public' },
  { method: 'POST', path: '/api/auth/demo', allowed: 'public' },
  { method: 'GET', path: '/api/auth/config', allowed: 'public' },
  { method: 'GET', path: '/api/auth/user', allowed: ALL_ROLES },
  { method: 'GET', path: '/api/users', allowed: ['Admin'] },
  { method: 'POST', path: '/api/users', body: {}, allowed: ['Admin'] },
  { method: 'POST', path: '/api/users/cambiarrol', body: {}, allowed: ['Admin'] },
  { method: 'DELETE', path: `/api/users/${UNKNOWN_ID}`, allowed: ['Admin'] },
  { method: 'GET', path: '/api/campos', allowed: ALL_ROLES },
  { method: 'POST', path: '/api/campos', body: {}, allowed: ['Admin'] },
  { method: 'POST', path: '/api/campos/parteMaquina', body: {}, allowed: ['Admin'] },
  { method: 'POST', path: '/api/campos/parteMaquinaDelete', body: {}, allowed: ['Admin'] },
  { method: 'DELETE', path: `/api/campos/${UNKNOWN_ID}`, allowed: ['Admin'] },
  { method: 'GET', path: `/api/detalle/${UNKNOWN_ID}`, allowed: ALL_ROLES },
  { method: 'GET', path: '/api/tarjetas', allowed: ALL_ROLES },
  { method: 'GET', path: '/api/tarjetas/siguiente-numero', allowed: ALL_ROLES },
  { method: 'GET', path: '/api/tarjetas/notificaciones', allowed: ALL_ROLES },
  { method: 'GET', path: '/api/tarjetas/valores', allowed: ALL_ROLES },
  { method: 'GET', path: `/api/tarjetas/${UNKNOWN_ID}`, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/amarilla', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/agregarplanificacion', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/cerrar', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/cerrar/amarilla', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/editar', body: {}, allowed: ['Admin', 'Jefe de area'] },
  { method: 'POST', path: '/api/tarjetas/editarAmarilla', body: {}, allowed: ['Admin', 'Jefe de area'] },
  { method: 'POST', path: '/api/tarjetas/agregarimagen', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/consulta', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/tarjetas/export', body: {}, allowed: ALL_ROLES },
  { method: 'DELETE', path: `/api/tarjetas/${UNKNOWN_ID}`, allowed: ['Admin'] },
  { method: 'GET', path: '/api/filters', allowed: ALL_ROLES },
  { method: 'POST', path: '/api/filters', body: {}, allowed: ALL_ROLES },
  { method: 'POST', path: '/api/uploads', body: {}, allowed: ALL_ROLES },
  { method: 'GET', path: '/uploads/00000000-0000-4000-8000-000000000000.png', allowed: 'public' },
  { method: 'GET', path: `/api/tarjetas/${UNKNOWN_ID}/historial`, allowed: ALL_ROLES },
  { method: 'GET', path: '/api/auditoria', allowed: ['Admin'] },
  { method: 'GET', path: '/api/auditoria/export', allowed: ['Admin'] },
  { method: 'GET', path: '/api/health', allowed: 'public' },
  { method: 'GET', path: '/mf-remotes.json', allowed: 'public' },
];

describe('access control', () => {
  let t: TestApp;
  const tokens = {} as Record<Caller, string | undefined>;
  beforeAll(async () => {
    t = await startTestApp();
    tokens.Admin = (await t.login(ADMIN_USER.legajo, ADMIN_USER.pin)).token;
    tokens['Jefe de area'] = (await t.login(JEFE_USER.legajo, JEFE_USER.pin)).token;
    const operario = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
    tokens.Operario = operario.token;
    tokens.anonymous = undefined;
    tokens['bad token'] = `${operario.token.slice(0, -4)}AAAA`;
    tokens['expired token'] = await t.app.get(JwtService).signAsync({ sub: operario.user._id, iat: Math.floor(Date.now() / 1000) - 13 * 3600 });
  });
  afterAll(() => t.close());

  it('every registered route declares exactly one access rule, and the table covers them all', () => {
    const scanner = new MetadataScanner();
    const found: string[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const prototype = Object.getPrototypeOf(wrapper.instance);
        const base: string = Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object) ?? '';
        for (const name of scanner.getAllMethodNames(prototype)) {
          const handler = prototype[name];
          const path: string | undefined = Reflect.getMetadata(PATH_METADATA, handler);
          if (path === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
          expect(accessRulesOf(handler), `${wrapper.name}.${name}`).toHaveLength(1);
          found.push(`${method} ${[base, path].filter((p) => p && p !== '/').join('/')}`);
        }
      }
    }
    const declared = ROUTES.map((r) => `${r.method} ${r.path.replace(/^\/(api\/)?/, '').replace(UNKNOWN_ID, ':id').replace(/:id\.png$/, ':file')}`);
    expect(found.sort()).toEqual(declared.sort());
  });

  const callers: Caller[] = ['Admin', 'Jefe de area', 'Operario', 'anonymous', 'bad token', 'expired token'];
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      for (const caller of callers) {
        const res = await t.request(route.method, route.path, { body: route.body, token: tokens[caller] });
        const allowed = route.allowed === 'public' || (route.allowed as string[]).includes(caller);
        const label = `${caller} → ${res.status} ${res.text}`;
        if (allowed) expect([401, 403], label).not.toContain(res.status);
        else if (ALL_ROLES.includes(caller as Role)) expect(res, label).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
        else expect(res, label).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
      }
    });
  }
});

describe('AccessGuard', () => {
  const user = { id: UNKNOWN_ID, email: '1', name: 'x', role: 'Operario' as const };
  const guard = new AccessGuard(new (class extends RequestAuthenticator {
    authenticate = async () => user;
  })());
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
