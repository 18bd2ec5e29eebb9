import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@portal/shared/domain';
import { ADMIN_USER, DEMO_USER, JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { auditoria, loginThrottle } from '../../db/schema';
import { FakeClock, startTestApp, type Response, type TestApp } from '../../../test/test-app';
import { DB, type Db } from '../database/database.types';
import { LoginThrottleRepository } from './login-throttle.repository';
import { LOCK_WINDOW_MS, LoginThrottleService } from './login-throttle.service';

const WRONG_PIN = '000000';
const address = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.${(i * 7) % 250}`;

/** A refused attempt never reaches the pin check; 200 and 400 are the attempts whose pin was checked. */
const checked = (responses: Response[]) => responses.filter((r) => r.status === 200 || r.status === 400);

function expectRefused(responses: Response[], msg: string) {
  for (const r of responses.filter((res) => res.status !== 200 && res.status !== 400)) {
    expect(r).toMatchObject({ status: 429, body: { msg } });
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
}

describe('login lockout under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('checks at most 5 pins of 100 simultaneous attempts on one legajo from 100 addresses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.post(
          '/api/auth',
          { email: OPERARIO_USER.legajo, password: i === 49 ? OPERARIO_USER.pin : WRONG_PIN },
          { headers: { 'x-forwarded-for': address(i) } },
        ),
      ),
    );
    const pinChecks = checked(responses);
    expect(pinChecks.length).toBeLessThanOrEqual(5);
    expect(pinChecks.length).toBeGreaterThanOrEqual(1);
    // The right pin (#50) gets a token only if it was one of the attempts let through.
    const tokens = responses.filter((r) => r.status === 200);
    expect(tokens.length).toBe(pinChecks.includes(responses[49]) ? 1 : 0);
    expectRefused(responses, MSG.legajoBloqueado);
    // Once the attempts let through have failed, the legajo is locked even for the right pin.
    if (tokens.length === 0) {
      expect(
        await t.post('/api/auth', { email: OPERARIO_USER.legajo, password: OPERARIO_USER.pin }, { headers: { 'x-forwarded-for': '10.9.9.9' } }),
      ).toMatchObject({
        status: 429,
        body: { msg: MSG.legajoBloqueado },
      });
    }
  });

  it('checks at most 30 pins of 150 simultaneous failures from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        t.post('/api/auth', { email: String(500_000 + i), password: WRONG_PIN }, { headers: { 'x-forwarded-for': '10.7.7.7' } }),
      ),
    );
    const pinChecks = checked(responses);
    expect(pinChecks.length).toBeLessThanOrEqual(30);
    expect(pinChecks.length).toBeGreaterThanOrEqual(1);
    expectRefused(responses, MSG.ipBloqueada);
    // Other addresses still log in.
    expect((await t.post('/api/auth', { email: JEFE_USER.legajo, password: JEFE_USER.pin }, { headers: { 'x-forwarded-for': '10.8.8.8' } })).status).toBe(200);
  });
});

describe('Retry-After', () => {
  const clock = new FakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock, env: { LOGIN_IP_MAX_FAILURES: '3', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  const attempt = (legajo: string, pin: string, ip: string) => t.post('/api/auth', { email: legajo, password: pin }, { headers: { 'x-forwarded-for': ip } });

  it('says how many seconds remain of a locked legajo', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(ADMIN_USER.legajo, WRONG_PIN, `10.5.0.${i}`)).status).toBe(400);
    const locked = await attempt(ADMIN_USER.legajo, ADMIN_USER.pin, '10.5.1.1');
    expect(locked).toMatchObject({ status: 429, body: { msg: MSG.legajoBloqueado } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(14 * 60 * 1000);
    const later = await attempt(ADMIN_USER.legajo, ADMIN_USER.pin, '10.5.1.1');
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(60);
    clock.advance(60 * 1000);
    expect((await attempt(ADMIN_USER.legajo, ADMIN_USER.pin, '10.5.1.1')).status).toBe(200);
  });

  it('says how many seconds remain of a locked address', async () => {
    for (const legajo of ['41', '42', '43']) expect((await attempt(legajo, WRONG_PIN, '10.6.6.6')).status).toBe(400);
    const locked = await attempt(JEFE_USER.legajo, JEFE_USER.pin, '10.6.6.6');
    expect(locked).toMatchObject({ status: 429, body: { msg: MSG.ipBloqueada } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    clock.advance(15 * 60 * 1000);
    expect((await attempt(JEFE_USER.legajo, JEFE_USER.pin, '10.6.6.6')).status).toBe(200);
  });

  it('does not count a refused attempt on the legajo against the address, nor the other way round', async () => {
    // 5 failures lock legajo 51 from one address…
    for (let i = 0; i < 5; i++) expect((await attempt('51', WRONG_PIN, `10.4.0.${i}`)).status).toBe(400);
    // …then many refused attempts on it from 10.4.1.1 leave that address free.
    for (let i = 0; i < 5; i++) expect((await attempt('51', WRONG_PIN, '10.4.1.1')).status).toBe(429);
    expect((await attempt(OPERARIO_USER.legajo, OPERARIO_USER.pin, '10.4.1.1')).status).toBe(200);
  });
});

describe('demo login throttle', () => {
  // Frozen: the window is checked to the second, and the burst below may take seconds of real time on a busy machine.
  const clock = new FakeClock().freeze();
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp({ clock, env: { DEMO_LOGIN_PER_MINUTE: '5', TRUST_PROXY: 'true' } });
    db = t.app.get<Db>(DB);
  });
  afterAll(() => t.close());
  const demo = (ip: string) => t.post('/api/auth/demo', undefined, { headers: { 'x-forwarded-for': ip } });
  /** The audit trail's demo logins from `ip`. */
  const registros = async (ip: string) => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'login'), eq(auditoria.actorLegajo, DEMO_USER.legajo), eq(auditoria.ip, ip)));
    return n;
  };

  it('lets DEMO_LOGIN_PER_MINUTE of 30 simultaneous demo logins from one address in, refuses the rest with Retry-After; other addresses still get in', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => demo('10.3.3.3')));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = responses.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(25);
    for (const r of refused) {
      expect(r).toMatchObject({ status: 429, body: { msg: MSG.demoDemasiados } });
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect((await demo('10.3.3.4')).status).toBe(200);
    clock.advance(59 * 1000);
    const atTheEnd = await demo('10.3.3.3');
    expect(atTheEnd.status).toBe(429);
    expect(atTheEnd.headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await demo('10.3.3.3')).status).toBe(200);
  });

  it('records a demo login once per address and hour, however many there are', async () => {
    // 100 demo logins from one address over 20 minutes (5 a minute, the limit): one record.
    for (let minute = 0; minute < 20; minute++) {
      const responses = await Promise.all(Array.from({ length: 5 }, () => demo('10.2.2.2')));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      clock.advance(60 * 1000);
    }
    expect(await registros('10.2.2.2')).toBe(1);
    // Another address is recorded on its own; the first one again once its hour is over.
    expect((await demo('10.2.2.3')).status).toBe(200);
    expect(await registros('10.2.2.3')).toBe(1);
    clock.advance(40 * 60 * 1000);
    expect((await demo('10.2.2.2')).status).toBe(200);
    expect(await registros('10.2.2.2')).toBe(2);
  });
});

describe('LoginThrottleService', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let throttle: LoginThrottleService;
  let repo: LoginThrottleRepository;
  beforeAll(async () => {
    t = await startTestApp({ clock, env: { LOGIN_IP_MAX_FAILURES: '30' } });
    throttle = t.app.get(LoginThrottleService);
    repo = t.app.get(LoginThrottleRepository);
  });
  afterAll(() => t.close());

  const quien = (legajo: string) => ({ planta: 1, legajo });
  const reserve = async (legajo: string, ip = '10.0.0.1') => {
    const r = await throttle.reserve(quien(legajo), ip);
    if (!r.granted) throw new Error(`refused: ${r.msg}`);
    return r.attempt;
  };

  it('a success forgets the failures only when no other attempt on the legajo is in flight', async () => {
    for (let i = 0; i < 3; i++) await throttle.recordFailure(await reserve('61'));
    const [a, b] = [await reserve('61'), await reserve('61')];
    await throttle.recordSuccess(a); // b still in flight: 3 failures + 1 in flight
    expect((await throttle.reserve(quien('61'), '10.0.0.1')).granted).toBe(true);
    expect((await throttle.reserve(quien('61'), '10.0.0.1')).granted).toBe(false);
    await throttle.recordSuccess(b);
  });

  it('gives the place back when an attempt ends without a verdict', async () => {
    for (let i = 0; i < 4; i++) await throttle.recordFailure(await reserve('62'));
    await throttle.cancel(await reserve('62'));
    await throttle.recordFailure(await reserve('62'));
    const refused = await throttle.reserve(quien('62'), '10.0.0.1');
    expect(refused).toMatchObject({ granted: false, msg: MSG.legajoBloqueado });
    expect(refused.granted === false && refused.retryAfterSeconds).toBe(LOCK_WINDOW_MS / 1000);
  });

  it('ignores the outcome of an attempt reserved in a window that has ended', async () => {
    const old = await reserve('63');
    clock.advance(LOCK_WINDOW_MS);
    for (let i = 0; i < 4; i++) await throttle.recordFailure(await reserve('63'));
    const last = await reserve('63');
    await throttle.recordFailure(old); // counted in the previous window: neither a fifth failure nor a freed place
    expect((await throttle.reserve(quien('63'), '10.0.0.1')).granted).toBe(false);
    await throttle.recordSuccess(last);
    expect((await throttle.reserve(quien('63'), '10.0.0.1')).granted).toBe(true);
  });

  it('deletes finished keys, keeps running windows and locks', async () => {
    const db = t.app.get<Db>(DB);
    const keys = async () => (await db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key).sort();
    clock.advance(LOCK_WINDOW_MS);
    await throttle.recordFailure(await reserve('64', '10.0.0.2'));
    await throttle.recordFailure(await reserve('65', '10.0.0.3'));
    clock.advance(10 * 60 * 1000);
    for (let i = 0; i < 4; i++) await throttle.recordFailure(await reserve('65', '10.0.0.3'));
    clock.advance(6 * 60 * 1000);
    await throttle.recordFailure(await reserve('66', '10.0.0.4'));
    const now = clock.now();
    await repo.deleteExpired(now, new Date(now.getTime() - LOCK_WINDOW_MS));
    // Windows of 64 and of both first addresses are over; 65's lock (from its fifth failure) runs on; 66 has just started.
    expect(await keys()).toEqual(['ip:10.0.0.4', 'legajo:1:65', 'legajo:1:66']);
  });
});
