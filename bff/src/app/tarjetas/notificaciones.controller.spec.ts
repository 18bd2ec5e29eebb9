import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditoriaPagina, NotificacionesNoLeidas, Tarjeta } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { CIERRE_ROJA, TARJETA_ROJA } from '../../../test/tarjetas';

const HOUR = 60 * 60 * 1000;
const clock = new FakeClock();

describe('/api/tarjetas/notificaciones (the bell)', () => {
  let t: TestApp;
  let admin: string;
  let operario: string;
  let legajo = 5100;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  /** A new Operario with no cards yet. */
  const nuevoUsuario = async () => {
    const email = String(legajo++);
    expect((await t.post('/api/users', { email, name: `Nora ${email}`, password: '432100', role: 'Operario' }, { token: admin })).status).toBe(201);
    return { id: (await t.login(email, '432100')).user._id, token: (await t.login(email, '432100')).token };
  };
  const crear = async (token: string) => {
    const res = await t.post<Tarjeta>('/api/tarjetas', TARJETA_ROJA, { token });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  /** Closed by the Operario of the seed (as a plant does), the app's clock past the repair's end. */
  const cerrar = async (card: Tarjeta) => {
    const finReparacion = new Date(Date.parse(card.fecha) + 2 * HOUR).toISOString();
    clock.advanceTo(new Date(Date.parse(finReparacion) + 1000));
    const res = await t.post(
      '/api/tarjetas/cerrar',
      {
        _id: card._id,
        inicioReparacion: new Date(Date.parse(card.fecha) + 60_000).toISOString(),
        finReparacion,
        ...CIERRE_ROJA,
        convertida: true,
      },
      { token: operario },
    );
    expect(res.status, res.text).toBe(200);
  };
  const noLeidas = async (token: string) => {
    const res = await t.get<NotificacionesNoLeidas>('/api/tarjetas/notificaciones/no-leidas', { token });
    expect(res.status, res.text).toBe(200);
    return res.body.noLeidas;
  };
  const leer = (token: string) => t.post<NotificacionesNoLeidas>('/api/tarjetas/notificaciones/leidas', undefined, { token });
  const registrosDe = async (userId: string) =>
    (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=notificaciones&entidadId=${userId}&pageSize=100`, { token: admin })).body.items;

  it('counts the unread closes of the user (at most the 5 the bell lists); reading clears them, a new close counts again', async () => {
    const nora = await nuevoUsuario();
    expect(await noLeidas(nora.token)).toBe(0);
    const abierta = await crear(nora.token);
    expect(await noLeidas(nora.token)).toBe(0);

    await cerrar(abierta);
    expect(await noLeidas(nora.token)).toBe(1);
    const otras = [await crear(nora.token), await crear(nora.token)];
    for (const c of otras) await cerrar(c);
    expect(await noLeidas(nora.token)).toBe(3);

    const res = await leer(nora.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ noLeidas: 0 });
    expect(await noLeidas(nora.token)).toBe(0);
    // The list itself does not change: the bell still shows the cards, read.
    expect((await t.get<Tarjeta[]>('/api/tarjetas/notificaciones', { token: nora.token })).body).toHaveLength(3);

    const mas = [];
    for (let i = 0; i < 7; i++) mas.push(await crear(nora.token));
    await cerrar(mas[0]);
    expect(await noLeidas(nora.token)).toBe(1);
    for (const c of mas.slice(1)) await cerrar(c);
    expect(await noLeidas(nora.token)).toBe(5);
  });

  it('is per user: one user reading leaves the others unread', async () => {
    const a = await nuevoUsuario();
    const b = await nuevoUsuario();
    await cerrar(await crear(a.token));
    await cerrar(await crear(b.token));
    expect((await leer(a.token)).status).toBe(200);
    expect(await noLeidas(a.token)).toBe(0);
    expect(await noLeidas(b.token)).toBe(1);
  });

  it('reading is audited once, as its user; reading again with nothing new writes nothing', async () => {
    const nora = await nuevoUsuario();
    expect((await leer(nora.token)).status).toBe(200);
    expect(await registrosDe(nora.id)).toEqual([]);

    await cerrar(await crear(nora.token));
    await leer(nora.token);
    const [primero, ...resto] = await registrosDe(nora.id);
    expect(resto).toEqual([]);
    expect(primero).toMatchObject({ entidad: 'notificaciones', accion: 'crear', usuario: { _id: nora.id } });
    expect(primero.cambios.map((c) => c.campo)).toContain('leidasHasta');

    await leer(nora.token);
    expect(await registrosDe(nora.id)).toHaveLength(1);

    await cerrar(await crear(nora.token));
    await leer(nora.token);
    const registros = await registrosDe(nora.id);
    expect(registros).toHaveLength(2);
    expect(registros[0]).toMatchObject({ accion: 'leer_notificaciones', usuario: { _id: nora.id } });
  });

  it('asks for a session', async () => {
    expect((await t.get('/api/tarjetas/notificaciones/no-leidas')).status).toBe(401);
    expect((await t.post('/api/tarjetas/notificaciones/leidas')).status).toBe(401);
  });
});
