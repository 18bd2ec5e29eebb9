import { JwtService } from '@nestjs/jwt';
import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuthResponse, type User } from '@portal/shared/domain';
import { ADMIN_USER, DEMO_USER, JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { hostileTokens, hs256 } from '../../../test/tokens';
import { JWT_KEY } from '../common/config/config.module';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';

describe('auth', () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  describe('POST /api/auth', () => {
    it('returns a token and the user without the pin hash', async () => {
      const res = await t.post<AuthResponse>('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin });
      expect(res.status).toBe(200);
      expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(res.body.user).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: ADMIN_USER.name,
        role: 'Admin',
        email: ADMIN_USER.legajo,
        hours: [],
        date: expect.any(String),
        equipo: null,
        equiposACargo: [],
        // This login is the latest activity.
        ultimoLogin: expect.any(String),
        ultimaActividad: expect.any(String),
        debeCambiarPin: false,
        correo: null,
        avisosCorreo: true,
        planta: 1,
        // The demo Admin is also the company's.
        empresa: true,
      });
      expect(res.body.user.ultimaActividad).toBe(res.body.user.ultimoLogin);
      expect(res.text).not.toMatch(/hash|argon/i);
    });

    it('gives the same 400 message for an unknown legajo and a wrong pin', async () => {
      const unknown = await t.post('/api/auth', { email: '777777', password: '123456' });
      const wrongPin = await t.post('/api/auth', { email: JEFE_USER.legajo, password: '000000' });
      expect(unknown).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });
      expect(wrongPin).toMatchObject({ status: 400, body: { msg: MSG.credencialesInvalidas } });
    });

    it('validates presence with the domain messages', async () => {
      expect(await t.post('/api/auth', { password: '1' })).toMatchObject({ status: 400, body: { msg: MSG.legajoRequerido } });
      expect(await t.post('/api/auth', { email: '1' })).toMatchObject({ status: 400, body: { msg: MSG.pinRequerido } });
    });

    it('locks a legajo for 15 minutes after 5 failures, even for the right pin, and a success resets the count', async () => {
      const attempt = (pin: string) => t.post('/api/auth', { email: OPERARIO_USER.legajo, password: pin });
      for (let i = 0; i < 4; i++) expect((await attempt('000000')).status).toBe(400);
      // A success before the fifth failure resets the counter…
      expect((await attempt(OPERARIO_USER.pin)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await attempt('000000')).status).toBe(400);
      expect((await attempt(OPERARIO_USER.pin)).status).toBe(200);
      // …so it takes five fresh failures to lock.
      for (let i = 0; i < 5; i++) expect((await attempt('000000')).status).toBe(400);
      expect(await attempt(OPERARIO_USER.pin)).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
      expect(await attempt('000000')).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
      // Other legajos are not affected.
      expect((await t.post('/api/auth', { email: JEFE_USER.legajo, password: JEFE_USER.pin })).status).toBe(200);

      clock.advance(14 * 60 * 1000);
      expect((await attempt(OPERARIO_USER.pin)).status).toBe(429);
      clock.advance(60 * 1000 + 1);
      expect((await attempt(OPERARIO_USER.pin)).status).toBe(200);
    });
  });

  describe('tokens', () => {
    let admin: AuthResponse;
    beforeAll(async () => {
      admin = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
    });

    it('GET /api/auth/user accepts Authorization: Bearer and x-auth-token', async () => {
      const bearer = await t.get<User>('/api/auth/user', { token: admin.token });
      const legacy = await t.get<User>('/api/auth/user', { headers: { 'x-auth-token': admin.token } });
      expect(bearer.status).toBe(200);
      expect(bearer.body).toEqual(admin.user);
      expect(legacy.body).toEqual(admin.user);
    });

    it('returns the hours with the user', async () => {
      const operario = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
      const res = await t.get<User>('/api/auth/user', { token: operario.token });
      expect(res.body.hours.length).toBeGreaterThan(0);
      expect(res.body.hours[0]).toEqual({
        _id: expect.any(String),
        quantity: expect.any(Number),
        typeOf: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    });

    it.each([
      ['no token', {}],
      ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
      ['a token signed with another secret', { 'x-auth-token': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.4TQY4pk9gq1Hc3S6H0jOeDqSIb4Q0Ym0n9Fv6bYk1Yk' }],
    ])('refuses %s with 401 { msg }', async (_label, headers) => {
      expect(await t.get('/api/auth/user', { headers })).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
    });

    it('refuses an expired token', async () => {
      const jwt = t.app.get(JwtService);
      const iat = Math.floor(Date.now() / 1000) - 13 * 3600; // signed 13 h ago with the 12 h default lifetime
      const expired = await jwt.signAsync({ sub: admin.user._id, iat });
      expect(await t.get('/api/auth/user', { token: expired })).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
      const fresh = await jwt.signAsync({ sub: admin.user._id });
      expect((await t.get('/api/auth/user', { token: fresh })).status).toBe(200);
    });

    it('refuses a validly signed token without an expiry, an unsigned one and a forged one', async () => {
      const tokens = hostileTokens(t.app, admin.user._id);
      for (const token of [tokens.noExpiry, tokens.algNone, `${tokens.algNone}${tokens.valid.split('.')[2]}`, tokens.forged, tokens.expired]) {
        expect(await t.get('/api/auth/user', { token })).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
      }
      expect((await t.get('/api/auth/user', { token: tokens.valid })).status).toBe(200);
    });

    it('accepts HS256 only', async () => {
      const key = t.app.get<KeyObject>(JWT_KEY);
      const claims = { sub: admin.user._id, exp: Math.floor(Date.now() / 1000) + 60 };
      expect((await t.get('/api/auth/user', { token: hs256(key, claims) })).status).toBe(200);
      const hs512 = hs256(key, claims, { alg: 'HS512', typ: 'JWT' }); // header lies about the algorithm
      expect((await t.get('/api/auth/user', { token: hs512 })).status).toBe(401);
    });

    it('refuses a token whose subject is not a user', async () => {
      const token = await t.app.get(JwtService).signAsync({ sub: '00000000-0000-4000-8000-000000000000' });
      expect((await t.get('/api/auth/user', { token })).status).toBe(401);
      const notUuid = await t.app.get(JwtService).signAsync({ sub: 'x' });
      expect((await t.get('/api/auth/user', { token: notUuid })).status).toBe(401);
    });
  });

  describe('demo login', () => {
    it('GET /api/auth/config says it is on in the embedded setup, and names the plant zone (PLANT_TZ) to the browser', async () => {
      expect(await t.get('/api/auth/config')).toMatchObject({ status: 200, body: { demoLogin: true, zonaHoraria: PLANT_TZ_DEFECTO, pcCompartidaMinutos: 15 } });
    });

    it('POST /api/auth/demo logs in as the seeded demo user', async () => {
      const res = await t.post<AuthResponse>('/api/auth/demo');
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: DEMO_USER.legajo, name: DEMO_USER.name, role: 'Operario' });
      expect((await t.get('/api/auth/user', { token: res.body.token })).body.email).toBe(DEMO_USER.legajo);
    });
  });
});

describe('auth with DEMO_LOGIN off and a low IP threshold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DEMO_LOGIN: 'false', LOGIN_IP_MAX_FAILURES: '3' } });
  });
  afterAll(() => t.close());

  it('hides the demo login', async () => {
    expect(await t.get('/api/auth/config')).toMatchObject({ status: 200, body: { demoLogin: false } });
    expect(await t.post('/api/auth/demo')).toMatchObject({ status: 404, body: { msg: expect.any(String) } });
  });

  it('blocks an address after more failures than the threshold, across legajos', async () => {
    for (const legajo of ['11', '12', '13']) {
      expect((await t.post('/api/auth', { email: legajo, password: '000000' })).status).toBe(400);
    }
    expect(await t.post('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin })).toMatchObject({ status: 429, body: { msg: MSG.ipBloqueada } });
  });
});

describe('per-address lockout behind a reverse proxy', () => {
  const fail = (t: TestApp, legajo: string, forwardedFor: string) =>
    t.post('/api/auth', { email: legajo, password: '000000' }, { headers: { 'x-forwarded-for': forwardedFor } });
  const loginFrom = (t: TestApp, forwardedFor: string) =>
    t.post('/api/auth', { email: ADMIN_USER.legajo, password: ADMIN_USER.pin }, { headers: { 'x-forwarded-for': forwardedFor } });

  it('with TRUST_PROXY counts failures per forwarded client address', async () => {
    const t = await startTestApp({ env: { LOGIN_IP_MAX_FAILURES: '3', TRUST_PROXY: 'true' } });
    try {
      for (const legajo of ['21', '22', '23']) expect((await fail(t, legajo, '10.1.1.1')).status).toBe(400);
      expect(await loginFrom(t, '10.1.1.1')).toMatchObject({ status: 429, body: { msg: MSG.ipBloqueada } });
      expect((await loginFrom(t, '10.2.2.2')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without TRUST_PROXY ignores X-Forwarded-For (a client cannot dodge the lockout by forging it)', async () => {
    const t = await startTestApp({ env: { LOGIN_IP_MAX_FAILURES: '3' } });
    try {
      for (const [legajo, ip] of [
        ['31', '10.3.3.1'],
        ['32', '10.3.3.2'],
        ['33', '10.3.3.3'],
      ])
        expect((await fail(t, legajo, ip)).status).toBe(400);
      expect(await loginFrom(t, '10.9.9.9')).toMatchObject({ status: 429, body: { msg: MSG.ipBloqueada } });
    } finally {
      await t.close();
    }
  });
});
