import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MSG,
  SSO_INGRESO_PATH,
  type AuditoriaPagina,
  type AuthConfig,
  type AuthResponse,
  type GrupoSso,
  type MembresiaPlanta,
  type User,
} from '@portal/shared/domain';
import { CLIENTE, ProveedorOidc } from '@portal/shared/oidc-prueba';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { plantas } from '../../db/schema';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

/**
 * Issue 24 §3: single sign-on against a real OpenID Connect provider started here (oidc-provider), driven through its
 * login and consent pages. The portal's side is the whole app over HTTP; only the token endpoint's answer passes
 * through `tamper`, so a test can hand the portal what a misbehaving provider or an attacker in between would.
 */
/** The portal as the tests' provider knows it (its PUBLIC_URL): the app is reached by inject, never at this address. */
const PORTAL_URL = 'http://portal.test';

describe('single sign-on (OpenID Connect, authorization code with PKCE)', () => {
  let proveedor: ProveedorOidc;
  let t: TestApp;
  let db: Db;
  let admin: string;
  const clock = new FakeClock();
  let tamper: ((idToken: string) => Promise<string>) | undefined;

  const oidcFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const res = await fetch(url, init);
    if (!tamper || !url.endsWith('/token')) return res;
    const cuerpo = (await res.json()) as { id_token: string };
    const cambio = tamper;
    tamper = undefined;
    return Response.json({ ...cuerpo, id_token: await cambio(cuerpo.id_token) }, { status: res.status, headers: { 'cache-control': 'no-store' } });
  };

  beforeAll(async () => {
    proveedor = await ProveedorOidc.iniciar(PORTAL_URL);
    t = await startTestApp({
      clock,
      oidcFetch,
      env: {
        ...proveedor.entornoDelPortal(),
        OIDC_NOMBRE: 'Keycloak de prueba',
        OIDC_CLAIM_LEGAJO: 'employee_id',
      },
    });
    db = t.app.get<Db>(DB);
    ({ admin } = await t.roleTokens());
    for (const [grupo, role] of [
      ['portal-operarios', 'Operario'],
      ['portal-jefes', 'Jefe de area'],
    ])
      expect((await t.post('/api/sso/grupos', { grupo, role }, { token: admin })).status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await proveedor?.cerrar();
  });

  beforeEach(() => {
    tamper = undefined;
  });

  let direccion = 0;
  /** The portal's redirect to the provider (each from an address of its own: an address starts 20 a minute). */
  async function inicio(planta?: string): Promise<string> {
    const res = await t.get(`/api/auth/sso${planta ? `?planta=${planta}` : ''}`, { remoteAddress: `10.1.0.${++direccion}` });
    expect(res.status).toBe(302);
    return String(res.headers.location);
  }

  /** The provider's return as the browser would follow it: where the portal then sends the browser. */
  async function vuelta(urlDeVuelta: string): Promise<string> {
    const url = new URL(urlDeVuelta);
    expect(url.origin + url.pathname).toBe(`${PORTAL_URL}/api/auth/sso/vuelta`);
    const res = await t.get(url.pathname + url.search);
    expect(res.status).toBe(302);
    return String(res.headers.location);
  }

  /** A whole sign-in as `cuenta`: the portal's session, or the login page's reason. */
  async function ingresar(cuenta: string, planta?: string): Promise<AuthResponse | string> {
    const destino = await vuelta(await proveedor.ingresar(await inicio(planta), cuenta));
    if (!destino.startsWith(`${SSO_INGRESO_PATH}#codigo=`)) return destino;
    const res = await t.post<AuthResponse>('/api/auth/sso/canje', { codigo: destino.split('#codigo=')[1] });
    expect(res.status).toBe(200);
    return res.body;
  }

  const sesion = async (cuenta: string, planta?: string) => {
    const r = await ingresar(cuenta, planta);
    if (typeof r === 'string') throw new Error(`No session for ${cuenta}: ${r}`);
    return r;
  };

  it("the login page learns the provider's name; the redirect carries PKCE (S256), state and nonce, kept by the portal", async () => {
    const config = await t.get<AuthConfig>('/api/auth/config');
    expect(config.body.sso).toEqual({ nombre: 'Keycloak de prueba' });
    const url = new URL(await inicio());
    expect(url.origin).toBe(proveedor.issuer);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(CLIENTE.id);
    expect(p.get('redirect_uri')).toBe(`${PORTAL_URL}/api/auth/sso/vuelta`);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('scope')).toBe('openid profile email groups');
  });

  it('a first sign-in creates the person just in time, with the role their group gives, and the session works', async () => {
    proveedor.cuentas.set('ana', {
      email: 'ana.paz@planta.test',
      email_verified: true,
      name: 'Ana Paz',
      groups: ['portal-operarios', 'otro-grupo'],
      employee_id: '7701',
    });
    const { token, user } = await sesion('ana');
    expect(user).toMatchObject({ name: 'Ana Paz', role: 'Operario', email: '7701', correo: 'ana.paz@planta.test', planta: 1, sso: true });
    expect((await t.get<User>('/api/auth/user', { token })).body._id).toBe(user._id);
    // A second sign-in is the same person and membership.
    expect((await sesion('ana')).user._id).toBe(user._id);
    const auditoria = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=usuario&entidadId=${user._id}`, { token: admin });
    expect(auditoria.body.items.map((a) => [a.accion, a.usuario.nombre])).toContainEqual(['crear', 'Inicio de sesión único']);
  });

  it('a change of group changes the role at the next sign-in and ends the older sessions; removing every group removes the access', async () => {
    proveedor.cuentas.set('beto', { email: 'beto@planta.test', name: 'Beto Luna', groups: ['portal-operarios'], employee_id: '7702' });
    const primera = await sesion('beto');
    proveedor.cuentas.set('beto', { ...proveedor.cuentas.get('beto'), groups: ['portal-jefes', 'portal-operarios'] });
    const segunda = await sesion('beto');
    expect(segunda.user).toMatchObject({ _id: primera.user._id, role: 'Jefe de area' });
    expect((await t.get('/api/auth/user', { token: primera.token })).status).toBe(401);
    expect((await t.get('/api/auth/user', { token: segunda.token })).status).toBe(200);

    proveedor.cuentas.set('beto', { ...proveedor.cuentas.get('beto'), groups: [] });
    expect(await ingresar('beto')).toBe('/login?sso=sinAcceso');
    expect((await t.get('/api/auth/user', { token: segunda.token })).status).toBe(401);
    const lista = await t.get<User[]>('/api/users', { token: admin });
    expect(lista.body.find((u) => u._id === primera.user._id)).toMatchObject({ sso: true, sinAcceso: true, role: 'Jefe de area' });

    // A group again gives the access back, to the same membership (its history).
    proveedor.cuentas.set('beto', { ...proveedor.cuentas.get('beto'), groups: ['portal-operarios'] });
    expect((await sesion('beto')).user).toMatchObject({ _id: primera.user._id, role: 'Operario' });
  });

  it('a first sign-in links to the existing user with the verified e-mail; an unverified e-mail links to no one', async () => {
    const creado = await t.post<User>(
      '/api/users',
      { email: '7703', name: 'Carlos Vega', password: '770300', role: 'Operario', correo: 'Carlos.Vega@planta.test' },
      { token: admin },
    );
    expect(creado.status).toBe(201);
    proveedor.cuentas.set('carlos', { email: 'carlos.vega@planta.test', email_verified: true, name: 'C. Vega', groups: ['portal-jefes'] });
    const { user } = await sesion('carlos');
    expect(user).toMatchObject({ _id: creado.body._id, role: 'Jefe de area', name: 'Carlos Vega' });
    // The pin still works for the same user (shared phones on the floor)…
    expect((await t.login('7703', '770300')).user._id).toBe(creado.body._id);
    // …until the provider's groups take the plant away: then neither the pin nor a session of before lets them in.
    const porPin = await t.login('7703', '770300');
    proveedor.cuentas.set('carlos', { ...proveedor.cuentas.get('carlos'), groups: [] });
    expect(await ingresar('carlos')).toBe('/login?sso=sinAcceso');
    expect(await t.post('/api/auth', { email: '7703', password: '770300' })).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });
    expect((await t.get('/api/auth/user', { token: porPin.token })).status).toBe(401);

    const otro = await t.post<User>(
      '/api/users',
      { email: '7704', name: 'Dora Gil', password: '770400', role: 'Operario', correo: 'dora@planta.test' },
      { token: admin },
    );
    proveedor.cuentas.set('impostor', {
      email: 'dora@planta.test',
      email_verified: false,
      name: 'Impostor',
      groups: ['portal-operarios'],
      employee_id: '7799',
    });
    expect((await sesion('impostor')).user._id).not.toBe(otro.body._id);
  });

  it('groups of two plants give a membership in each; the plant the device remembers is where the session starts', async () => {
    await comoPropietario(async () => {
      await db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS' }).onConflictDoNothing();
      await db.execute(sql`select setval(pg_get_serial_sequence('plantas', 'id'), greatest(2, (select max(id) from plantas)))`);
      await db.execute(sql`insert into sso_grupos (planta_id, grupo, role) values (2, 'sur-admins', 'Admin') on conflict do nothing`);
    });
    proveedor.cuentas.set('eva', { email: 'eva@planta.test', name: 'Eva Sol', groups: ['portal-operarios', 'sur-admins'], employee_id: '7705' });
    const enSur = await sesion('eva', 'PS');
    expect(enSur.user).toMatchObject({ planta: 2, role: 'Admin' });
    const membresias = await t.get<MembresiaPlanta[]>('/api/auth/plantas', { token: enSur.token });
    expect(membresias.body.map((m) => [m.codigo, m.role, m.actual])).toEqual(
      expect.arrayContaining([
        ['PS', 'Admin', true],
        [expect.any(String), 'Operario', false],
      ]),
    );
    expect((await sesion('eva')).user).toMatchObject({ planta: 1, role: 'Operario' });
  });

  describe('what the portal refuses', () => {
    beforeAll(() => {
      proveedor.cuentas.set('lea', { email: 'lea@planta.test', name: 'Lea Ruiz', groups: ['portal-operarios'], employee_id: '7710' });
    });

    it('an unknown or already used state: no session', async () => {
      const vuelta1 = await proveedor.ingresar(await inicio(), 'lea');
      const falsa = new URL(vuelta1);
      falsa.searchParams.set('state', 'un-state-que-el-portal-no-emitio-nunca');
      expect(await vuelta(falsa.href)).toBe('/login?sso=vencido');
      // A state no one could have issued (a NUL, bad percent-encoding) is just as unknown, never a database error.
      expect((await t.get('/api/auth/sso/vuelta?code=&state=%%00')).headers.location).toBe('/login?sso=vencido');
      expect(await vuelta(vuelta1)).toMatch(/^\/ingreso-sso#codigo=/);
      expect(await vuelta(vuelta1)).toBe('/login?sso=vencido');
    });

    it("another sign-in's state with this code (a forced login): the PKCE verifier does not match, no session", async () => {
      const propia = new URL(await proveedor.ingresar(await inicio(), 'lea'));
      const ajena = new URL(await proveedor.ingresar(await inicio(), 'lea'));
      propia.searchParams.set('state', ajena.searchParams.get('state')!);
      expect(await vuelta(propia.href)).toBe('/login?sso=fallo');
    });

    it('a PKCE verifier that is not the one of the challenge: the provider refuses the code', async () => {
      const url = await proveedor.ingresar(await inicio(), 'lea');
      const state = new URL(url).searchParams.get('state')!;
      await comoPropietario(() => db.execute(sql`update sso_ingresos set verificador = ${'x'.repeat(43)} where state = ${state}`));
      expect(await vuelta(url)).toBe('/login?sso=fallo');
    });

    it("an ID token whose nonce is not the sign-in's", async () => {
      const url = await proveedor.ingresar(await inicio(), 'lea');
      const state = new URL(url).searchParams.get('state')!;
      await comoPropietario(() => db.execute(sql`update sso_ingresos set nonce = 'otro-nonce-cualquiera' where state = ${state}`));
      expect(await vuelta(url)).toBe('/login?sso=fallo');
    });

    it("an expired ID token, or one for another client, even signed by the provider's key", async () => {
      const genuina = await proveedor.ingresar(await inicio(), 'lea');
      tamper = (idToken) => proveedor.refirmar(idToken, (c) => ({ ...c, iat: c.iat! - 7200, exp: c.iat! - 3600 }));
      expect(await vuelta(genuina)).toBe('/login?sso=fallo');

      const otra = await proveedor.ingresar(await inicio(), 'lea');
      tamper = (idToken) => proveedor.refirmar(idToken, (c) => ({ ...c, aud: 'otro-cliente', azp: 'otro-cliente' }));
      expect(await vuelta(otra)).toBe('/login?sso=fallo');

      // Untouched, the same kind of sign-in passes: the refusals were the tampering's.
      expect((await sesion('lea')).user.name).toBe('Lea Ruiz');
      const fallos = await t.get<AuditoriaPagina>('/api/auditoria?entidad=sesion&pageSize=100', { token: admin });
      expect(fallos.body.items.filter((a) => a.accion === 'login_fallido' && a.usuario.nombre === 'Inicio de sesión único').length).toBeGreaterThanOrEqual(2);
    });

    it('a one-time code works once and for a minute; a cancelled sign-in says so', async () => {
      const destino = await vuelta(await proveedor.ingresar(await inicio(), 'lea'));
      const codigo = destino.split('#codigo=')[1];
      expect((await t.post('/api/auth/sso/canje', { codigo })).status).toBe(200);
      expect(await t.post('/api/auth/sso/canje', { codigo })).toMatchObject({
        status: 400,
        body: { msg: 'El código de inicio de sesión no es válido o ya se usó: vuelva a ingresar' },
      });

      const tardio = (await vuelta(await proveedor.ingresar(await inicio(), 'lea'))).split('#codigo=')[1];
      clock.advance(61_000);
      expect((await t.post('/api/auth/sso/canje', { codigo: tardio })).status).toBe(400);

      const url = new URL(await inicio());
      expect(await vuelta(`${PORTAL_URL}/api/auth/sso/vuelta?error=access_denied&state=${url.searchParams.get('state')}`)).toBe('/login?sso=cancelado');
    });
  });

  it('an address starts at most 20 sign-ins a minute (each writes a row): then 429 until the minute ends', async () => {
    const desde = async () => (await t.get('/api/auth/sso', { remoteAddress: '10.2.0.1' })).status;
    for (let i = 0; i < 20; i++) expect(await desde()).toBe(302);
    const lleno = await t.get('/api/auth/sso', { remoteAddress: '10.2.0.1' });
    expect(lleno).toMatchObject({ status: 429, body: { msg: MSG.ssoDemasiados } });
    expect(Number(lleno.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.get('/api/auth/sso', { remoteAddress: '10.2.0.2' })).status).toBe(302);
    clock.advance(61_000);
    expect(await desde()).toBe(302);
  });

  it("logout goes to the provider's end of session, back to the login page", async () => {
    const res = await t.get('/api/auth/sso/salida');
    expect(res.status).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(proveedor.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENTE.id);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL_URL}/login`);
  });

  it('the groups table: the plant Admin adds and removes; a duplicate, an unknown id and Corporativo from a plant Admin are refused', async () => {
    const creado = await t.post<GrupoSso>('/api/sso/grupos', { grupo: ' mantenimiento ', role: 'Operario' }, { token: admin });
    expect(creado).toMatchObject({ status: 201, body: { grupo: 'mantenimiento', role: 'Operario' } });
    expect((await t.post('/api/sso/grupos', { grupo: 'mantenimiento', role: 'Admin' }, { token: admin })).body).toEqual({
      msg: 'Ese grupo ya tiene un rol en esta planta',
    });
    const lista = await t.get<GrupoSso[]>('/api/sso/grupos', { token: admin });
    expect(lista.body.map((g) => g.grupo)).toEqual(['mantenimiento', 'portal-jefes', 'portal-operarios']);
    expect((await t.delete(`/api/sso/grupos/${creado.body._id}`, { token: admin })).status).toBe(200);
    expect((await t.delete(`/api/sso/grupos/${creado.body._id}`, { token: admin })).status).toBe(404);
    expect((await t.delete('/api/sso/grupos/no-es-un-id', { token: admin })).status).toBe(404);
    // The trail of the group: who mapped which group to which role, and who removed it.
    const trail = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=grupo_sso&entidadId=${creado.body._id}`, { token: admin });
    expect(trail.body.items.map((a) => a.accion)).toEqual(['eliminar', 'crear']);
    expect(trail.body.items[1].cambios.map((c) => [c.campo, c.despues])).toEqual([
      ['grupo', 'mantenimiento'],
      ['role', 'Operario'],
    ]);

    // Corporativo reads every plant: only a company Admin maps a group to it (as only they give the role by hand).
    expect((await t.post('/api/users', { email: '4801', name: 'Admin de Planta', password: '654321', role: 'Admin' }, { token: admin })).status).toBe(201);
    const adminPlanta = (await t.login('4801', '654321')).token;
    expect(await t.post('/api/sso/grupos', { grupo: 'direccion', role: 'Corporativo' }, { token: adminPlanta })).toMatchObject({
      status: 403,
      body: { msg: MSG.rolDeEmpresa },
    });
    expect((await t.post('/api/sso/grupos', { grupo: 'direccion', role: 'Corporativo' }, { token: admin })).status).toBe(201);
    expect((await t.post('/api/sso/grupos', { grupo: 'supervisores', role: 'Jefe de area' }, { token: adminPlanta })).status).toBe(201);
  });
});

describe('single sign-on not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('the login page offers no provider, and every step answers 404', async () => {
    expect((await t.get<AuthConfig>('/api/auth/config')).body.sso).toBeNull();
    expect((await t.get('/api/auth/sso')).body).toEqual({ msg: 'El inicio de sesión único no está configurado en este portal' });
    expect((await t.get('/api/auth/sso/vuelta?code=x&state=y')).status).toBe(404);
    expect((await t.post('/api/auth/sso/canje', { codigo: 'x'.repeat(43) })).status).toBe(404);
  });
});
