import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PASOS_AM_DEFECTO, type AuditoriaPagina, type Campo, type EquipoAm, type EquipoAmDetalle, type User } from '@portal/shared/domain';
import { UNKNOWN_ID } from '../../../test/routes';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { Clock } from '../common/clock';

/** 2026-06-15 02:30 UTC: still the 14th in the plant (America/Argentina/Buenos_Aires, 23:30). */
class FixedClock extends Clock {
  now(): Date {
    return new Date('2026-06-15T02:30:00Z');
  }
}

describe('/api/programa (issue 25: the autonomous-maintenance program)', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  let equipo: Campo;
  let otro: Campo;
  let ana: User;
  let beto: User;
  beforeAll(async () => {
    t = await startTestApp({ clock: new FixedClock(), env: { PLANT_TZ: 'America/Argentina/Buenos_Aires' } });
    ({ admin, jefe, operario } = await t.roleTokens());
    const campo = async (name: string, value: string) => (await t.post<Campo>('/api/campos', { name, value }, { token: admin })).body;
    equipo = await campo('equipo', 'Equipo Prensa 7');
    otro = await campo('equipo', 'Equipo Horno');
    const usuario = async (email: string, name: string, eq: string) => {
      const u = (await t.post<User>('/api/users', { email, name, password: '654321', role: 'Operario' }, { token: admin })).body;
      expect((await t.post('/api/users/equipo', { _id: u._id, equipo: eq }, { token: admin })).status).toBe(200);
      return u;
    };
    ana = await usuario('7001', 'Ana Prensa', equipo.value);
    beto = await usuario('7002', 'Beto Prensa', equipo.value);
    await usuario('7003', 'Carla Horno', otro.value);
    for (const m of ['Prensa 7A', 'Prensa 7B']) {
      const maquina = await campo('maquina', m);
      expect((await t.post('/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value }, { token: admin })).status).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const lista = async (token = operario) => {
    const res = await t.get<EquipoAm[]>('/api/programa/equipos', { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const detalle = (id: string, token = operario) => t.get<EquipoAmDetalle>(`/api/programa/equipos/${id}`, { token });
  const iniciar = (id: string, body: Record<string, unknown>, token = admin) => t.post<EquipoAmDetalle>(`/api/programa/equipos/${id}/inicio`, body, { token });
  const paso = (id: string, body: Record<string, unknown>, token = admin) => t.post<EquipoAmDetalle>(`/api/programa/equipos/${id}/paso`, body, { token });
  const lider = (id: string, body: Record<string, unknown>, token = admin) =>
    t.request<EquipoAmDetalle>('PATCH', `/api/programa/equipos/${id}`, { body, token });

  it('lists every equipo option, in the program or not, with its members and machines counted', async () => {
    const equipos = await lista();
    const prensa = equipos.find((e) => e._id === equipo._id);
    expect(prensa).toEqual({
      _id: equipo._id,
      equipo: 'Equipo Prensa 7',
      enPrograma: false,
      paso: null,
      pasoNombre: null,
      pasoDesde: null,
      lider: null,
      miembros: 2,
      maquinas: 2,
      puerta: null,
      propuestaPendiente: false,
    });
    expect(equipos.find((e) => e._id === otro._id)).toMatchObject({ miembros: 1, maquinas: 0 });
    // Only equipo options: a machine's id is no team.
    const campos = (await t.get<Campo[]>('/api/campos', { token: admin })).body;
    expect(equipos.map((e) => e._id).sort()).toEqual(
      campos
        .filter((c) => c.name === 'equipo')
        .map((c) => c._id)
        .sort(),
    );
  });

  it('places a team in the program (step 1 since the plant’s today by default) and shows its page', async () => {
    const res = await iniciar(otro._id, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ enPrograma: true, paso: 1, pasoNombre: PASOS_AM_DEFECTO[0], pasoDesde: '2026-06-14', lider: null });
    expect(res.body.pasos).toEqual([...PASOS_AM_DEFECTO]);
    expect(res.body.periodos).toEqual([
      {
        _id: expect.any(String),
        paso: 1,
        desde: '2026-06-14',
        hasta: null,
        superado: false,
        motivo: null,
        registradoPor: { _id: expect.any(String), nombre: expect.any(String) },
      },
    ]);
    expect(res.body.miembrosLista.map((m) => m.nombre)).toEqual(['Carla Horno']);
    expect((await iniciar(otro._id, {})).body).toEqual({ msg: MSG.equipoAmYaEnPrograma });
  });

  it('a team already mid-program enters at its step, with its leader; then steps forward and back with a reason, in order', async () => {
    const inicio = await iniciar(equipo._id, { paso: 2, desde: '2026-01-12', liderId: ana._id });
    expect(inicio.status, inicio.text).toBe(200);
    expect(inicio.body).toMatchObject({ paso: 2, pasoDesde: '2026-01-12', lider: { _id: ana._id, nombre: 'Ana Prensa' } });
    expect(inicio.body.miembrosLista.map((m) => m.nombre)).toEqual(['Ana Prensa', 'Beto Prensa']);
    expect(inicio.body.maquinasLista.map((m) => m.nombre)).toEqual(['Prensa 7A', 'Prensa 7B']);

    const adelante = await paso(equipo._id, { paso: 3, desde: '2026-04-06', motivo: 'Auditoría del paso 2 aprobada' });
    expect(adelante.status, adelante.text).toBe(200);
    const atras = await paso(equipo._id, { paso: 2, desde: '2026-05-04', motivo: 'Auditoría de seguimiento: volver al paso 2' });
    expect(atras.status, atras.text).toBe(200);
    expect(atras.body).toMatchObject({ paso: 2, pasoNombre: PASOS_AM_DEFECTO[1], pasoDesde: '2026-05-04' });
    expect(atras.body.periodos.map((p) => [p.paso, p.desde, p.hasta, p.superado, p.motivo])).toEqual([
      [2, '2026-01-12', '2026-04-06', true, null],
      [3, '2026-04-06', '2026-05-04', false, 'Auditoría del paso 2 aprobada'],
      [2, '2026-05-04', null, false, 'Auditoría de seguimiento: volver al paso 2'],
    ]);
    expect((await lista()).find((e) => e._id === equipo._id)).toMatchObject({ paso: 2, pasoDesde: '2026-05-04', lider: { nombre: 'Ana Prensa' } });
  });

  it('refuses a step change that would break the history or the plant’s steps, with a Spanish message, changing nothing', async () => {
    const antes = (await detalle(equipo._id)).body;
    for (const [body, msg] of [
      [{ paso: 2, desde: '2026-06-01', motivo: 'Otra vez el mismo paso' }, MSG.pasoAmIgual],
      [{ paso: 3, desde: '2026-05-03', motivo: 'Antes del paso actual' }, MSG.pasoAmFechaAnterior],
      [{ paso: 3, desde: '2026-06-15', motivo: 'Mañana en la planta' }, MSG.pasoAmFechaFutura],
      [{ paso: 8, desde: '2026-06-01', motivo: 'Un paso que la planta no tiene' }, MSG.pasoAmFueraDeLaPlanta],
      [{ paso: 11, desde: '2026-06-01', motivo: 'Fuera de rango' }, MSG.pasoAmInvalido],
      [{ paso: 3, desde: '2026-06-01', motivo: ' ok ' }, MSG.pasoAmMotivoRequerido],
      [{ paso: 3, desde: '2026-06-01' }, MSG.pasoAmMotivoRequerido],
      [{ paso: 3, desde: '2026-02-30', motivo: 'Fecha que no existe' }, MSG.fechaInvalida],
    ] as const) {
      const res = await paso(equipo._id, body);
      expect([res.status, res.body], JSON.stringify(body)).toEqual([400, { msg }]);
    }
    expect((await detalle(equipo._id)).body).toEqual(antes);
    const fuera = (await t.post<Campo>('/api/campos', { name: 'equipo', value: 'Equipo Sin Programa' }, { token: admin })).body;
    expect((await paso(fuera._id, { paso: 2, desde: '2026-06-01', motivo: 'Sin programa todavía' })).body).toEqual({ msg: MSG.equipoAmFueraDelPrograma });
    expect((await lider(fuera._id, { liderId: ana._id })).body).toEqual({ msg: MSG.equipoAmFueraDelPrograma });
    expect((await iniciar(fuera._id, { paso: 1, desde: '2026-06-15' })).body).toEqual({ msg: MSG.pasoAmFechaFutura });
    expect((await iniciar(fuera._id, { paso: 1, liderId: UNKNOWN_ID })).body).toEqual({ msg: MSG.liderAmNoExiste });
    expect((await detalle(fuera._id)).body).toMatchObject({ enPrograma: false, periodos: [] });
  });

  it("follows the plant's own steps: names and number set by the Admin, never fewer than a team's step", async () => {
    const planta = (p: Record<string, unknown>) => t.request<{ pasosAm: string[] }>('PATCH', '/api/plantas/1', { body: p, token: admin });
    const cinco = ['Limpieza', 'Fuentes de suciedad', 'Estándares', 'Inspección', 'Autonomía'];
    // Equipo Prensa 7 is at step 2: a list of 3 or more keeps it.
    expect((await planta({ pasosAm: [' Limpieza ', 'Fuentes de suciedad', 'Estándares', 'Inspección', 'Autonomía'] })).body.pasosAm).toEqual(cinco);
    expect((await detalle(equipo._id)).body).toMatchObject({ pasos: cinco, pasoNombre: 'Fuentes de suciedad' });
    expect((await paso(equipo._id, { paso: 6, desde: '2026-06-01', motivo: 'Un sexto paso' })).body).toEqual({ msg: MSG.pasoAmFueraDeLaPlanta });
    expect((await paso(equipo._id, { paso: 5, desde: '2026-06-01', motivo: 'El último de cinco' })).status).toBe(200);
    for (const [pasosAm, msg] of [
      [['A', 'B', 'C', 'D'], MSG.pasosAmEnUso],
      [['A', 'B'], MSG.pasosAmCantidad],
      [['A', 'a', 'C'], MSG.pasosAmRepetidos],
      [['A', '  ', 'C'], MSG.pasoAmNombreRequerido],
      ['A, B, C', MSG.pasosAmCantidad],
    ] as const) {
      expect((await planta({ pasosAm })).body, JSON.stringify(pasosAm)).toEqual({ msg });
    }
    expect((await paso(equipo._id, { paso: 2, desde: '2026-06-02', motivo: 'De vuelta al paso 2' })).status).toBe(200);
    expect((await planta({ pasosAm: [...PASOS_AM_DEFECTO] })).body.pasosAm).toEqual([...PASOS_AM_DEFECTO]);
  });

  it('changes and clears the leader; a leader must be a user of the plant', async () => {
    expect((await lider(equipo._id, { liderId: beto._id })).body.lider).toEqual({ _id: beto._id, nombre: 'Beto Prensa' });
    expect((await lider(equipo._id, { liderId: 'no-es-un-id' })).body).toEqual({ msg: MSG.liderAmNoExiste });
    expect((await lider(equipo._id, { liderId: '' })).body.lider).toBeNull();
  });

  it('answers 404 for an unknown, malformed or non-equipo id', async () => {
    const maquina = (await t.get<Campo[]>('/api/campos', { token: admin })).body.find((c) => c.name === 'maquina')!;
    for (const id of [UNKNOWN_ID, 'no-es-un-id', maquina._id]) {
      expect((await detalle(id)).status).toBe(404);
      expect((await iniciar(id, {})).body).toEqual({ msg: MSG.equipoAmNoEncontrado });
      expect((await paso(id, { paso: 2, desde: '2026-06-01', motivo: 'No existe el equipo' })).status).toBe(404);
    }
  });

  it('lets anyone logged in read it; only the Admin changes it', async () => {
    expect((await detalle(equipo._id, jefe)).status).toBe(200);
    expect((await paso(equipo._id, { paso: 3, desde: '2026-06-01', motivo: 'Un Jefe no puede' }, jefe)).status).toBe(403);
    expect((await lider(equipo._id, { liderId: null }, operario)).status).toBe(403);
  });

  it('records every change in the audit trail: who, which team, which step and why', async () => {
    const am = (await detalle(equipo._id)).body;
    const registro = async (entidad: string) => (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=${entidad}&pageSize=100`, { token: admin })).body.items;
    const equipos = await registro('equipo_am');
    const delEquipo = equipos.filter((a) => a.etiqueta === 'Equipo Equipo Prensa 7');
    expect(delEquipo.map((a) => a.accion).reverse()).toEqual(['crear', 'cambiar_paso', 'cambiar_paso', 'cambiar_paso', 'cambiar_paso', 'editar', 'editar']);
    expect(delEquipo.every((a) => a.usuario?.nombre)).toBe(true);
    const pasos = await registro('paso_am');
    const motivos = pasos.flatMap((a) => a.cambios.filter((c) => c.campo === 'motivo').map((c) => c.despues));
    expect(motivos).toEqual(expect.arrayContaining(am.periodos.map((p) => p.motivo).filter(Boolean)));
  });
});
