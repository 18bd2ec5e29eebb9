import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDITORIA_EXPORT_FILE_NAME,
  AUDITORIA_EXPORT_SHEET_NAME,
  diaEnZona,
  MSG,
  type AuditoriaPagina,
  type AuthResponse,
  type Campo,
  type FiltroPreset,
  type RegistroAuditoria,
  type RegistroHistorial,
  type Tarjeta,
  type User,
} from '@portal/shared/domain';
import { auditoria, tarjetas } from '../../db/schema';
import { ADMIN_USER, JEFE_USER, OPERARIO_USER } from '../../db/seed/demo-users';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { upload } from '../../../test/uploads';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../../../test/tarjetas';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';
import { pgErrorCode } from '../common/db-errors';
import { DB, type Db } from '../database/database.types';
import { TarjetasRepository } from '../tarjetas/tarjetas.repository';
import { actorOf } from './actor';
import { AuditedTx } from './audited-tx';
import { COLUMNAS_EXPORT } from './audit-export';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 60 * 60 * 1000;

const roja = TARJETA_ROJA;
const amarilla = TARJETA_AMARILLA;

/** The plant's calendar day of an instant, YYYY-MM-DD (the test app runs with the default PLANT_TZ). */
const diaPlanta = (d: Date) => diaEnZona(d, PLANT_TZ_DEFECTO);

describe('audit trail', () => {
  let t: TestApp;
  let db: Db;
  let admin: AuthResponse;
  let jefe: AuthResponse;
  let operario: AuthResponse;
  /** Id of the newest record seen so far: `nuevos()` answers what was written after it. */
  let visto = 0;
  /** The app's clock: moved past a repair's end before it is closed (a close cannot end in the future). */
  const clock = new FakeClock();

  beforeAll(async () => {
    // TRUST_PROXY: the failed-login tests use their own forwarded addresses, so the per-address lockout of
    // one test never refuses the logins of another.
    t = await startTestApp({ clock, env: { TRUST_PROXY: 'true', LOGIN_IP_MAX_FAILURES: '3' } });
    db = t.app.get<Db>(DB);
    admin = await t.login(ADMIN_USER.legajo, ADMIN_USER.pin);
    jefe = await t.login(JEFE_USER.legajo, JEFE_USER.pin);
    operario = await t.login(OPERARIO_USER.legajo, OPERARIO_USER.pin);
    await nuevos();
  });
  afterAll(() => t.close());

  const quien = (r: AuthResponse) => ({ _id: r.user._id, nombre: r.user.name, legajo: r.user.email });

  /** The records written since the last call, in insert order (read through the API). */
  async function nuevos(): Promise<RegistroAuditoria[]> {
    const res = await t.get<AuditoriaPagina>('/api/auditoria?pageSize=100', { token: admin.token });
    expect(res.status, res.text).toBe(200);
    // By id: concurrent transactions share no order of `at` (their start) and id (their insert).
    const items = res.body.items.filter((r) => Number(r._id) > visto).sort((a, b) => Number(a._id) - Number(b._id));
    if (items.length) visto = Number(items[items.length - 1]._id);
    return items;
  }

  const crear = async (body: Record<string, unknown> = roja, token = operario.token) => {
    const res = await t.post<Tarjeta>(body.color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas', body, { token });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  describe('cards', () => {
    it('records a create with its actor, address and non-empty values, never internal columns', async () => {
      const card = await crear();
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({
        entidad: 'tarjeta',
        entidadId: card._id,
        etiqueta: `Roja N°${card.numero}`,
        accion: 'crear',
        usuario: quien(operario),
        ip: '127.0.0.1',
      });
      expect(Date.parse(r.fecha)).toBeGreaterThan(Date.now() - 60_000);
      expect(r.cambios).toContainEqual({ campo: 'descripcion', antes: null, despues: 'Pérdida de aceite' });
      expect(r.cambios).toContainEqual({ campo: 'numero', antes: null, despues: card.numero });
      expect(r.cambios).toContainEqual({ campo: 'fecha', antes: null, despues: card.fecha });
      const campos = r.cambios.map((c) => c.campo);
      expect(campos).not.toContain('creadoPor');
      expect(campos).not.toContain('id');
      // Empty values (no closing data yet, unchecked boxes) are left out.
      expect(campos).not.toContain('responsable');
      expect(campos).not.toContain('sustoExperimentado');
    });

    it('records a yellow create with its checkboxes', async () => {
      const card = await crear(amarilla, jefe.token);
      const [r] = await nuevos();
      expect(r).toMatchObject({ entidadId: card._id, accion: 'crear', etiqueta: `Amarilla N°${card.numero}`, usuario: quien(jefe) });
      expect(r.cambios).toContainEqual({ campo: 'sustoExperimentado', antes: null, despues: true });
      expect(r.cambios.map((c) => c.campo)).not.toContain('sustoObservado');
    });

    it('records a plan as planificar with exactly the changed fields, old → new', async () => {
      const card = await crear();
      await nuevos();
      const res = await t.post(
        '/api/tarjetas/agregarplanificacion',
        { _id: card._id, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana', recursos: 'Grúa', comentario1: 'ok' },
        { token: operario.token },
      );
      expect(res.status, res.text).toBe(200);
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({ accion: 'planificar', entidadId: card._id, usuario: quien(operario) });
      expect(r.cambios).toEqual([
        { campo: 'planificacion', antes: false, despues: true },
        { campo: 'previstaCierre', antes: null, despues: '2026-12-01' },
        { campo: 'responsableSeguimiento', antes: '', despues: 'Ana' },
        { campo: 'recursos', antes: '', despues: 'Grúa' },
        { campo: 'comentario1', antes: '', despues: 'ok' },
        { campo: 'planificadaPor', antes: '', despues: operario.user.name },
      ]);
    });

    it('records a close as cerrar; a refused close writes nothing', async () => {
      const card = await crear();
      await nuevos();
      const inicio = new Date(Date.parse(card.fecha) + 60_000).toISOString();
      const fin = new Date(Date.parse(card.fecha) + 60_000 + 2.5 * HOUR).toISOString();
      clock.advanceTo(fin);
      const body = {
        _id: card._id,
        inicioReparacion: inicio,
        finReparacion: fin,
        responsable: 'Jorge Medina',
        causa: 'Desgaste',
        tareaRealizada: 'Cambio de retén',
        tipoAccion: 'Eliminar',
        riesgoFinal: 'NS: NO SIGNIFICATIVO',
        materialUtilizado: 'Retén',
        convertida: true,
      };
      expect((await t.post('/api/tarjetas/cerrar', body, { token: operario.token })).status).toBe(200);
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({ accion: 'cerrar', entidadId: card._id, usuario: quien(operario) });
      expect(r.cambios).toEqual([
        { campo: 'estado', antes: 'Abierta', despues: 'Cerrada' },
        { campo: 'riesgoFinal', antes: '', despues: 'NS: NO SIGNIFICATIVO' },
        { campo: 'inicioReparacion', antes: null, despues: inicio },
        { campo: 'finReparacion', antes: null, despues: fin },
        { campo: 'responsable', antes: '', despues: 'Jorge Medina' },
        { campo: 'tiempoEmpleado', antes: null, despues: 2.5 },
        { campo: 'causa', antes: '', despues: 'Desgaste' },
        { campo: 'tareaRealizada', antes: '', despues: 'Cambio de retén' },
        { campo: 'materialUtilizado', antes: '', despues: 'Retén' },
        { campo: 'tipoAccion', antes: '', despues: 'Eliminar' },
        { campo: 'convertida', antes: false, despues: true },
      ]);
      expect(await t.post('/api/tarjetas/cerrar', body, { token: operario.token })).toMatchObject({ status: 400, body: { msg: MSG.tarjetaNoAbierta } });
      expect(await nuevos()).toEqual([]);
    });

    it('records a yellow close', async () => {
      const card = await crear(amarilla);
      await nuevos();
      const fin = new Date(Date.parse(card.fecha) + HOUR).toISOString();
      clock.advanceTo(fin);
      const body = {
        _id: card._id,
        finReparacion: fin,
        responsable: 'Jorge Medina',
        tareaRealizada: 'Charla',
        tipoAccion: 'Contener',
        riesgoFinal: 'PS: POCO SIGNIFICATIVO',
        accionesComplementarias: 'Señalizar',
        causa: 'Apuro',
        convertida: false,
        verificacion: true,
      };
      expect((await t.post('/api/tarjetas/cerrar/amarilla', body, { token: jefe.token })).status).toBe(200);
      const registros = await nuevos();
      // The card's close, and the novedad it wrote for the card's author (issue 22), in the same transaction.
      expect(registros.map((x) => x.entidad).sort()).toEqual(['novedad', 'tarjeta']);
      expect(registros.find((x) => x.entidad === 'novedad')).toMatchObject({ usuario: quien(jefe) });
      const r = registros.find((x) => x.entidad === 'tarjeta')!;
      expect(r).toMatchObject({ accion: 'cerrar', entidadId: card._id, usuario: quien(jefe) });
      expect(r.cambios).toContainEqual({ campo: 'verificacion', antes: false, despues: true });
      expect(r.cambios).toContainEqual({ campo: 'accionesComplementarias', antes: '', despues: 'Señalizar' });
      expect(r.cambios).toContainEqual({ campo: 'finReparacion', antes: null, despues: fin });
    });

    it('records an edit with only the changed fields; an edit that changes nothing writes nothing', async () => {
      const card = await crear();
      await nuevos();
      expect((await t.post('/api/tarjetas/editar', { _id: card._id, descripcion: 'Pérdida grande', prioridad: 'Alta' }, { token: jefe.token })).status).toBe(
        200,
      );
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({
        accion: 'editar',
        entidadId: card._id,
        usuario: quien(jefe),
        cambios: [{ campo: 'descripcion', antes: 'Pérdida de aceite', despues: 'Pérdida grande' }],
      });
      expect((await t.post('/api/tarjetas/editar', { _id: card._id, descripcion: 'Pérdida grande' }, { token: jefe.token })).status).toBe(200);
      expect(await nuevos()).toEqual([]);
      // A refused edit (closing data on an open card) writes nothing either.
      expect(await t.post('/api/tarjetas/editar', { _id: card._id, responsable: 'X' }, { token: jefe.token })).toMatchObject({ status: 400 });
      expect(await nuevos()).toEqual([]);
    });

    it('records a yellow edit', async () => {
      const card = await crear(amarilla);
      await nuevos();
      expect((await t.post('/api/tarjetas/editarAmarilla', { _id: card._id, sugerencia: 'Usar guantes' }, { token: admin.token })).status).toBe(200);
      const [r] = await nuevos();
      expect(r).toMatchObject({ accion: 'editar', usuario: quien(admin), cambios: [{ campo: 'sugerencia', antes: 'Cambiar retén', despues: 'Usar guantes' }] });
    });

    it('records an attached image as adjuntar_imagen', async () => {
      const card = await crear();
      const IMAGEN = (await upload(t, operario.token)).body.secure_url;
      await nuevos();
      expect((await t.post('/api/tarjetas/agregarimagen', { _id: card._id, imagenUrl: IMAGEN }, { token: operario.token })).status).toBe(200);
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({ accion: 'adjuntar_imagen', usuario: quien(operario), cambios: [{ campo: 'imagenUrl', antes: '', despues: IMAGEN }] });
    });

    it('records a delete with the values the card had; its history stays in the trail', async () => {
      const card = await crear();
      await nuevos();
      expect((await t.delete(`/api/tarjetas/${card._id}`, { token: admin.token })).status).toBe(200);
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({ accion: 'eliminar', entidadId: card._id, etiqueta: `Roja N°${card.numero}`, usuario: quien(admin) });
      expect(r.cambios).toContainEqual({ campo: 'descripcion', antes: 'Pérdida de aceite', despues: null });
      expect(await t.get(`/api/tarjetas/${card._id}/historial`, { token: admin.token })).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
      const trail = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=tarjeta&entidadId=${card._id}`, { token: admin.token });
      expect(trail.body.items.map((i) => i.accion)).toEqual(['eliminar', 'crear']);
      // A delete of nothing writes nothing.
      expect((await t.delete(`/api/tarjetas/${card._id}`, { token: admin.token })).status).toBe(404);
      expect(await nuevos()).toEqual([]);
    });

    it('numbers concurrent creates inside the audited transaction: one record each, with the right actor', async () => {
      const tokens = [operario, jefe];
      const made = await Promise.all(
        Array.from({ length: 40 }, (_, i) => crear({ ...roja, color: 'Azul' }, tokens[i % 2].token).then((card) => ({ card, by: tokens[i % 2] }))),
      );
      expect(new Set(made.map((m) => m.card.numero)).size).toBe(40);
      const records = await nuevos();
      expect(records).toHaveLength(40);
      for (const { card, by } of made) {
        expect(records.filter((r) => r.entidadId === card._id)).toEqual([
          expect.objectContaining({ accion: 'crear', etiqueta: `Azul N°${card.numero}`, usuario: quien(by) }),
        ]);
      }
    });
  });

  describe('users, campos and presets', () => {
    it('records user create (never the pin), role change and delete; a refused change writes nothing', async () => {
      const created = await t.post<User>('/api/users', { email: '7100', name: 'Rosa Paz', password: '710000', role: 'Operario' }, { token: admin.token });
      expect(created.status).toBe(201);
      const id = created.body._id;
      let [r] = await nuevos();
      expect(r).toMatchObject({ entidad: 'usuario', entidadId: id, etiqueta: 'Rosa Paz (legajo 7100)', accion: 'crear', usuario: quien(admin) });
      expect(r.cambios).toEqual([
        { campo: 'email', antes: null, despues: '7100' },
        { campo: 'name', antes: null, despues: 'Rosa Paz' },
        { campo: 'role', antes: null, despues: 'Operario' },
        { campo: 'avisosCorreo', antes: null, despues: true },
      ]);
      expect(JSON.stringify(r)).not.toMatch(/argon|710000/);

      expect((await t.post('/api/users/cambiarrol', { _id: id, rol: 'Jefe de area' }, { token: admin.token })).status).toBe(200);
      [r] = await nuevos();
      expect(r).toMatchObject({ accion: 'cambiar_rol', entidadId: id, cambios: [{ campo: 'role', antes: 'Operario', despues: 'Jefe de area' }] });

      expect(await t.post('/api/users/cambiarrol', { _id: admin.user._id, rol: 'Operario' }, { token: admin.token })).toMatchObject({
        status: 400,
        body: { msg: MSG.ultimoAdmin },
      });
      expect(await t.post('/api/users', { email: '7100', name: 'Otra', password: '710000', role: 'Operario' }, { token: admin.token })).toMatchObject({
        status: 400,
      });
      expect(await nuevos()).toEqual([]);

      expect((await t.delete(`/api/users/${id}`, { token: admin.token })).status).toBe(200);
      [r] = await nuevos();
      expect(r).toMatchObject({ accion: 'eliminar', entidadId: id, etiqueta: 'Rosa Paz (legajo 7100)', usuario: quien(admin) });
    });

    it('masks a pin change, recorded on the user of the plant (the pin is their person’s)', async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.actor', ${JSON.stringify({ id: admin.user._id, nombre: 'x', legajo: '1000', ip: null })}, true)`);
        await tx.execute(sql`update personas set password_hash = 'otro-hash' where id = (select persona_id from users where legajo = ${OPERARIO_USER.legajo})`);
      });
      const [r] = await nuevos();
      const [{ id }] = ((await db.execute(sql`select id from users where legajo = ${OPERARIO_USER.legajo}`)) as unknown as { rows: { id: string }[] }).rows;
      expect(r).toMatchObject({
        entidad: 'usuario',
        entidadId: id,
        etiqueta: `${OPERARIO_USER.name} (legajo ${OPERARIO_USER.legajo})`,
        accion: 'editar',
        cambios: [{ campo: 'password', antes: '••••', despues: '••••' }],
      });
    });

    it('records campo create, part add and remove, delete; a duplicate writes nothing', async () => {
      const created = await t.post<Campo>('/api/campos', { name: 'maquina', value: 'Extrusora 9' }, { token: admin.token });
      expect(created.status).toBe(201);
      const id = created.body._id;
      let [r] = await nuevos();
      expect(r).toMatchObject({
        entidad: 'campo',
        entidadId: id,
        etiqueta: 'maquina: Extrusora 9',
        accion: 'crear',
        usuario: quien(admin),
        cambios: [
          { campo: 'name', antes: null, despues: 'maquina' },
          { campo: 'value', antes: null, despues: 'Extrusora 9' },
        ],
      });

      expect((await t.post('/api/campos/parteMaquina', { _id: id, name: 'Tornillo' }, { token: admin.token })).status).toBe(200);
      [r] = await nuevos();
      expect(r).toMatchObject({ accion: 'agregar_parte', cambios: [{ campo: 'parteMaquina', antes: [], despues: ['Tornillo'] }] });
      expect((await t.post('/api/campos/parteMaquina', { _id: id, name: 'Tornillo' }, { token: admin.token })).status).toBe(400);
      expect(await t.post('/api/campos', { name: 'maquina', value: 'Extrusora 9' }, { token: admin.token })).toMatchObject({
        status: 400,
        body: { msg: MSG.campoDuplicado },
      });
      expect(await nuevos()).toEqual([]);

      expect((await t.post('/api/campos/parteMaquinaDelete', { _id: id, name: 'Tornillo' }, { token: admin.token })).status).toBe(200);
      [r] = await nuevos();
      expect(r).toMatchObject({ accion: 'quitar_parte', cambios: [{ campo: 'parteMaquina', antes: ['Tornillo'], despues: [] }] });

      expect((await t.delete(`/api/campos/${id}`, { token: admin.token })).status).toBe(200);
      [r] = await nuevos();
      expect(r).toMatchObject({
        accion: 'eliminar',
        entidadId: id,
        cambios: [
          { campo: 'name', antes: 'maquina', despues: null },
          { campo: 'value', antes: 'Extrusora 9', despues: null },
        ],
      });
    });

    it('records a saved preset; a duplicate name writes nothing', async () => {
      const preset = { nombre: 'Rojas', selectedOption: ['numero', 'color'], color: ['Roja'], alerta: true };
      const res = await t.post<FiltroPreset>('/api/filters', preset, { token: operario.token });
      expect(res.status).toBe(201);
      const [r] = await nuevos();
      expect(r).toMatchObject({ entidad: 'filtro', entidadId: res.body._id, etiqueta: 'Rojas', accion: 'crear', usuario: quien(operario) });
      expect(r.cambios).toEqual([
        { campo: 'nombre', antes: null, despues: 'Rojas' },
        { campo: 'seleccion', antes: null, despues: expect.objectContaining({ selectedOption: ['numero', 'color'], color: ['Roja'], alerta: true }) },
      ]);
      expect((await t.post('/api/filters', preset, { token: operario.token })).status).toBe(400);
      expect(await nuevos()).toEqual([]);
    });
  });

  describe('same transaction', () => {
    it('rolls back the records of a write that fails after its audited statement', async () => {
      const card = await crear();
      await nuevos();
      const repo = t.app.get(TarjetasRepository);
      const failing = t.app
        .get(AuditedTx)
        .run(actorOf({ id: jefe.user._id, legajo: jefe.user.email, name: jefe.user.name, role: jefe.user.role }), 'editar', async () => {
          await repo.update(card._id, { descripcion: 'no debe quedar' });
          throw new Error('después de escribir');
        });
      await expect(failing).rejects.toThrow('después de escribir');
      expect((await repo.findById(card._id))?.descripcion).toBe('Pérdida de aceite');
      expect(await nuevos()).toEqual([]);
    });

    it('rolls the write back when the audit trigger fails', async () => {
      const card = await crear();
      await nuevos();
      const write = db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('portal.actor', 'no es json', true)`);
        await tx.update(tarjetas).set({ descripcion: 'no debe quedar' }).where(eq(tarjetas.id, card._id));
      });
      await expect(write).rejects.toThrow();
      expect((await t.app.get(TarjetasRepository).findById(card._id))?.descripcion).toBe('Pérdida de aceite');
      expect(await nuevos()).toEqual([]);
    });

    it('records a write made outside the portal as sistema', async () => {
      const card = await crear();
      await nuevos();
      await db.update(tarjetas).set({ prioridad: 'Baja' }).where(eq(tarjetas.id, card._id));
      const [r] = await nuevos();
      expect(r).toMatchObject({
        accion: 'editar',
        usuario: { _id: null, nombre: 'sistema', legajo: null },
        ip: null,
        cambios: [{ campo: 'prioridad', antes: 'Alta', despues: 'Baja' }],
      });
    });
  });

  describe('sessions', () => {
    const intento = (legajo: string, pin: string, ip: string) => t.post('/api/auth', { email: legajo, password: pin }, { headers: { 'x-forwarded-for': ip } });

    it('records a login with the user and the address', async () => {
      expect((await intento(JEFE_USER.legajo, JEFE_USER.pin, '10.0.0.1')).status).toBe(200);
      const [r, ...rest] = await nuevos();
      expect(rest).toEqual([]);
      expect(r).toMatchObject({ entidad: 'sesion', entidadId: jefe.user._id, accion: 'login', usuario: quien(jefe), ip: '10.0.0.1', cambios: [] });
    });

    it('records failed logins without naming an actor, and the lockout of the legajo once', async () => {
      const target = (await t.get<User[]>('/api/users', { token: admin.token })).body.find((u) => u.email === '3001')!;
      for (let i = 0; i < 5; i++) expect((await intento('3001', '000000', `10.0.1.${i}`)).status).toBe(400);
      expect((await intento('3001', '000000', '10.0.1.9')).status).toBe(429);
      const records = await nuevos();
      expect(records.map((r) => r.accion)).toEqual(['login_fallido', 'login_fallido', 'login_fallido', 'login_fallido', 'login_fallido', 'bloqueo']);
      expect(records[0]).toMatchObject({ entidad: 'sesion', entidadId: target._id, usuario: { _id: null, nombre: 'anónimo', legajo: '3001' }, ip: '10.0.1.0' });
      expect(records[5]).toMatchObject({ entidadId: target._id, etiqueta: 'Legajo 3001', ip: '10.0.1.4' });
    });

    it('records failed logins of unknown legajos and the lockout of the address', async () => {
      for (const legajo of ['81', '82', '83']) expect((await intento(legajo, '000000', '10.0.2.1')).status).toBe(400);
      const records = await nuevos();
      expect(records.map((r) => [r.accion, r.entidadId, r.etiqueta])).toEqual([
        ['login_fallido', null, 'Legajo 81'],
        ['login_fallido', null, 'Legajo 82'],
        ['login_fallido', null, 'Legajo 83'],
        ['bloqueo', null, 'Dirección 10.0.2.1'],
      ]);
    });

    it('records the demo login', async () => {
      expect((await t.post('/api/auth/demo', {}, { headers: { 'x-forwarded-for': '10.0.3.1' } })).status).toBe(200);
      const [r] = await nuevos();
      expect(r).toMatchObject({ entidad: 'sesion', accion: 'login', usuario: { nombre: 'Usuario Demo', legajo: '9999' }, ip: '10.0.3.1' });
    });
  });

  describe('append-only', () => {
    it('the database refuses UPDATE, DELETE and TRUNCATE of the records', async () => {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditoria);
      for (const statement of [sql`update auditoria set accion = 'x'`, sql`delete from auditoria`, sql`truncate auditoria`]) {
        const err = await db.execute(statement).then(
          () => null,
          (e: unknown) => e,
        );
        expect(pgErrorCode(err)).toBe('42501');
      }
      const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditoria);
      expect(after).toBe(n);
    });

    it('has no API route that changes a record', async () => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        expect((await t.request(method, '/api/auditoria/1', { token: admin.token })).status).toBe(404);
        expect((await t.request(method, '/api/auditoria', { token: admin.token })).status).toBe(404);
      }
    });
  });

  describe('GET /api/auditoria', () => {
    it('pages newest first with a total', async () => {
      const first = (await t.get<AuditoriaPagina>('/api/auditoria?page=0&pageSize=3', { token: admin.token })).body;
      const second = (await t.get<AuditoriaPagina>('/api/auditoria?page=1&pageSize=3', { token: admin.token })).body;
      expect(first).toMatchObject({ page: 0, pageSize: 3 });
      expect(first.items).toHaveLength(3);
      expect(first.total).toBe(second.total);
      expect(first.total).toBeGreaterThan(300); // the seed's cards, users and campos are recorded as 'sistema'
      const ids = [...first.items, ...second.items].map((i) => Number(i._id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(6);
      expect((await t.get<AuditoriaPagina>('/api/auditoria', { token: admin.token })).body).toMatchObject({ page: 0, pageSize: 25 });
    });

    it('filters by user, entity, record and date range (plant days)', async () => {
      const card = await crear(roja, jefe.token);
      await t.post('/api/tarjetas/editar', { _id: card._id, descripcion: 'Otra' }, { token: jefe.token });
      const byJefe = (await t.get<AuditoriaPagina>(`/api/auditoria?usuario=${jefe.user._id}&pageSize=100`, { token: admin.token })).body;
      expect(byJefe.items.length).toBeGreaterThanOrEqual(2);
      expect(byJefe.items.every((i) => i.usuario._id === jefe.user._id)).toBe(true);
      const sesiones = (await t.get<AuditoriaPagina>('/api/auditoria?entidad=sesion&pageSize=100', { token: admin.token })).body;
      expect(sesiones.items.length).toBeGreaterThan(0);
      expect(sesiones.items.every((i) => i.entidad === 'sesion')).toBe(true);
      const ofCard = (await t.get<AuditoriaPagina>(`/api/auditoria?entidadId=${card._id}`, { token: admin.token })).body;
      expect(ofCard.items.map((i) => i.accion)).toEqual(['editar', 'crear']);
      expect(ofCard.total).toBe(2);

      // A record at 02:59 UTC on 10 March is 23:59 on 9 March at the plant (UTC-3).
      await db
        .insert(auditoria)
        .values({ at: new Date('2026-03-10T02:59:00Z'), actorNombre: 'sistema', entidad: 'tarjeta', entidadId: 'rango', accion: 'editar' });
      const rango = async (desde: string, hasta: string) =>
        (await t.get<AuditoriaPagina>(`/api/auditoria?entidadId=rango&desde=${desde}&hasta=${hasta}`, { token: admin.token })).body.total;
      expect(await rango('2026-03-09', '2026-03-09')).toBe(1);
      expect(await rango('2026-03-10', '2026-03-10')).toBe(0);
      expect(await rango('2026-03-01', '2026-03-08')).toBe(0);
      const today = diaPlanta(new Date());
      expect((await t.get<AuditoriaPagina>(`/api/auditoria?entidadId=${card._id}&desde=${today}&hasta=${today}`, { token: admin.token })).body.total).toBe(2);
      // Empty parameters are no filter (the page's form sends them).
      expect((await t.get<AuditoriaPagina>(`/api/auditoria?entidadId=${card._id}&usuario=&entidad=&desde=&hasta=`, { token: admin.token })).body.total).toBe(2);
    });

    it.each([
      ['entidad=nada', MSG.auditoriaEntidadInvalida],
      ['usuario=123', MSG.auditoriaUsuarioInvalido],
      ['usuario=a&usuario=b', MSG.consultaInvalida],
      ['desde=2026-02-30', MSG.fechaInvalida],
      ['desde=0000-01-01', MSG.fechaAnteriorAlMinimo],
      ['hasta=10/03/2026', MSG.fechaInvalida],
      ['desde=2026-03-10&hasta=2026-03-09', MSG.auditoriaRangoInvalido],
      ['page=-1', MSG.consultaInvalida],
      ['pageSize=101', MSG.consultaInvalida],
      ['pageSize=0', MSG.consultaInvalida],
      [`entidadId=${'x'.repeat(201)}`, MSG.consultaInvalida],
    ])('refuses %s with a Spanish message', async (query, msg) => {
      expect(await t.get(`/api/auditoria?${query}`, { token: admin.token })).toMatchObject({ status: 400, body: { msg } });
    });
  });

  describe('GET /api/auditoria/export', () => {
    it('streams the filtered records as xlsx, newest first, every text a plain string', async () => {
      const card = await crear(roja, jefe.token);
      await t.post('/api/tarjetas/editar', { _id: card._id, descripcion: '=HYPERLINK("http://x","y")' }, { token: jefe.token });
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: `/api/auditoria/export?usuario=${jefe.user._id}`, headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${AUDITORIA_EXPORT_FILE_NAME}"`);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet(AUDITORIA_EXPORT_SHEET_NAME)!;
      expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNAS_EXPORT]);
      const total = (await t.get<AuditoriaPagina>(`/api/auditoria?usuario=${jefe.user._id}&pageSize=1`, { token: admin.token })).body.total;
      expect(sheet.rowCount).toBe(total + 1);
      const edit = sheet.getRow(2);
      expect(edit.getCell(2).value).toBe(JEFE_USER.name);
      expect(edit.getCell(3).value).toBe(JEFE_USER.legajo);
      expect(edit.getCell(4).value).toBe('Editó');
      expect(edit.getCell(5).value).toBe('Tarjeta');
      expect(edit.getCell(6).value).toBe(`Roja N°${card.numero}`);
      expect(edit.getCell(7).value).toBe('Descripción: Pérdida de aceite → =HYPERLINK("http://x","y")');
      expect(edit.getCell(7).type).toBe(ExcelJS.ValueType.String);
      expect(edit.getCell(8).value).toBe('127.0.0.1');
      expect(String(edit.getCell(1).value)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(sheet.getRow(3).getCell(4).value).toBe('Creó');
    });

    it('validates the filters like the page', async () => {
      expect(await t.get('/api/auditoria/export?entidad=nada', { token: admin.token })).toMatchObject({
        status: 400,
        body: { msg: MSG.auditoriaEntidadInvalida },
      });
    });
  });

  describe('GET /api/tarjetas/:id/historial', () => {
    it("answers any logged-in user the card's records, newest first", async () => {
      const card = await crear();
      await t.post(
        '/api/tarjetas/agregarplanificacion',
        { _id: card._id, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana' },
        { token: operario.token },
      );
      await t.post('/api/tarjetas/editar', { _id: card._id, prioridad: 'Baja' }, { token: jefe.token });
      const res = await t.get<RegistroHistorial[]>(`/api/tarjetas/${card._id}/historial`, { token: operario.token });
      expect(res.status).toBe(200);
      expect(res.body.map((r) => [r.accion, r.usuario.nombre])).toEqual([
        ['editar', JEFE_USER.name],
        ['planificar', OPERARIO_USER.name],
        ['crear', OPERARIO_USER.name],
      ]);
      expect(res.body[0].cambios).toEqual([{ campo: 'prioridad', antes: 'Alta', despues: 'Baja' }]);
    });

    it('names the author only, for an Operario and for the Admin alike: no legajo and no address; the Auditoría keeps both', async () => {
      const card = await crear();
      const ip = '10.77.88.99';
      const editada = await t.post('/api/tarjetas/editar', { _id: card._id, prioridad: 'Baja' }, { token: jefe.token, headers: { 'x-forwarded-for': ip } });
      expect(editada.status).toBeLessThan(300);
      for (const quien of [operario, admin]) {
        const res = await t.get<RegistroHistorial[]>(`/api/tarjetas/${card._id}/historial`, { token: quien.token });
        expect(res.status).toBe(200);
        expect(res.body.map((r) => [r.accion, r.usuario])).toEqual([
          ['editar', { nombre: JEFE_USER.name }],
          ['crear', { nombre: OPERARIO_USER.name }],
        ]);
        for (const r of res.body) expect(Object.keys(r).sort()).toEqual(['_id', 'accion', 'cambios', 'entidad', 'entidadId', 'etiqueta', 'fecha', 'usuario']);
        expect(res.text).not.toContain(ip);
        expect(res.text).not.toMatch(/"(legajo|ip)"/);
      }
      const pagina = await t.get<AuditoriaPagina>(`/api/auditoria?entidad=tarjeta&entidadId=${card._id}`, { token: admin.token });
      expect(pagina.body.items.map((r) => [r.accion, r.usuario.legajo, r.ip])).toEqual([
        ['editar', JEFE_USER.legajo, ip],
        ['crear', OPERARIO_USER.legajo, expect.any(String)],
      ]);
    });

    it('answers 404 for an unknown or malformed id and 401 without a token', async () => {
      expect(await t.get(`/api/tarjetas/${UNKNOWN_ID}/historial`, { token: operario.token })).toMatchObject({
        status: 404,
        body: { msg: MSG.tarjetaNoEncontrada },
      });
      expect(await t.get('/api/tarjetas/nada/historial', { token: operario.token })).toMatchObject({ status: 404, body: { msg: MSG.tarjetaNoEncontrada } });
      expect((await t.get(`/api/tarjetas/${UNKNOWN_ID}/historial`)).status).toBe(401);
    });
  });
});
