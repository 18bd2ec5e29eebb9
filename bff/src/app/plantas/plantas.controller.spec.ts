import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PASOS_AM_DEFECTO, TURNOS_DEFECTO, type AuditoriaPagina, type Planta } from '@portal/shared/domain';
import { plantas } from '../../db/schema';
import { UNKNOWN_ID } from '../../../test/routes';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const PRINCIPAL: Planta = {
  _id: 1,
  nombre: 'Planta principal',
  codigo: 'PP',
  zona: null,
  diasAlerta: { Alta: 15, Media: 30, Baja: 60 },
  destinatariosReporte: [],
  pasosAm: [...PASOS_AM_DEFECTO],
  turnos: [...TURNOS_DEFECTO],
};

describe('/api/plantas', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    ({ admin, jefe, operario } = await t.roleTokens());
    // A second plant: no user of the first one sees nor edits it.
    await comoPropietario(() => db.insert(plantas).values({ id: 2, nombre: 'Planta Sur', codigo: 'PS' }));
  });
  afterAll(() => t.close());

  const list = async (token = operario) => {
    const res = await t.get<Planta[]>('/api/plantas', { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const editar = (id: string | number, body: unknown, token = admin) => t.request<Planta>('PATCH', `/api/plantas/${id}`, { body, token });
  const stored = async (id: number) => (await db.select().from(plantas).where(eq(plantas.id, id)))[0];

  it("lists the caller's own plant only, to any logged-in user; every plant to the company Admin", async () => {
    expect((await t.post('/api/users', { email: '6200', name: 'Admin Local', password: '620062', role: 'Admin' }, { token: admin })).status).toBe(201);
    const adminDePlanta = (await t.login('6200', '620062')).token;
    for (const token of [adminDePlanta, jefe, operario]) expect(await list(token)).toEqual([PRINCIPAL]);
    // The demo Admin is also the company's.
    expect((await list(admin)).map((p) => p.codigo)).toEqual(['PP', 'PS']);
    expect((await t.get('/api/plantas')).status).toBe(401);
  });

  it('is edited by the Admin only: Jefe de area and Operario get 403, no token 401, and nothing changes', async () => {
    for (const [token, status] of [
      [jefe, 403],
      [operario, 403],
      [undefined, 401],
    ] as const) {
      expect((await t.request('PATCH', '/api/plantas/1', { body: { nombre: 'Intrusa' }, token })).status).toBe(status);
    }
    expect(await list()).toEqual([PRINCIPAL]);
  });

  it("answers 404 for another plant, an unknown one or an id that is not a plant's number, and changes nothing", async () => {
    for (const id of [2, 3, 0, -1, '1.0', '01', 'abc', UNKNOWN_ID, '99999999999']) {
      expect(await editar(id, { nombre: 'Ajena' }), String(id)).toMatchObject({ status: 404, body: { msg: MSG.plantaNoEncontrada } });
    }
    expect((await stored(2)).nombre).toBe('Planta Sur');
    expect(await list()).toEqual([PRINCIPAL]);
  });

  it('refuses invalid values with a Spanish message (400) and changes nothing', async () => {
    for (const [body, msg] of [
      [{ nombre: '   ' }, MSG.plantaNombreRequerido],
      [{ nombre: 'x'.repeat(81) }, MSG.plantaNombreMax],
      [{ nombre: 42 }, MSG.plantaNombreRequerido],
      [{ codigo: 'P' }, MSG.plantaCodigoInvalido],
      [{ codigo: 'ABCDEFGHIJK' }, MSG.plantaCodigoInvalido],
      [{ codigo: 'P-1' }, MSG.plantaCodigoInvalido],
      [{ codigo: 'PÑ' }, MSG.plantaCodigoInvalido],
      [{ zona: 'Madrid' }, MSG.plantaZonaInvalida],
      [{ zona: 5 }, MSG.plantaZonaInvalida],
      [{ diasAlerta: { Alta: 0 } }, MSG.plantaDiasAlertaInvalidos],
      [{ diasAlerta: { Baja: 366 } }, MSG.plantaDiasAlertaInvalidos],
      [{ diasAlerta: { Media: 2.5 } }, MSG.plantaDiasAlertaInvalidos],
      [{ diasAlerta: 'muchos' }, MSG.plantaDiasAlertaInvalidos],
      [{ diasAlerta: { Alta: 30, Media: 30 } }, MSG.plantaDiasAlertaOrden],
      // With the stored ones (Media 30): Alta 40 would make an Alta card due after a Media one.
      [{ diasAlerta: { Alta: 40 } }, MSG.plantaDiasAlertaOrden],
      // A code another plant has.
      [{ codigo: 'ps' }, MSG.plantaCodigoDuplicado],
    ] as const) {
      expect(await editar(1, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { msg } });
    }
    expect(await list()).toEqual([PRINCIPAL]);
  });

  it('renames the plant and changes its code (upper-cased), zone and alert days; absent keeps the value', async () => {
    const res = await editar(1, { nombre: '  Planta Norte ', codigo: ' pn1 ' });
    expect(res.status, res.text).toBe(200);
    const renombrada = { ...PRINCIPAL, nombre: 'Planta Norte', codigo: 'PN1' };
    expect(res.body).toEqual(renombrada);
    expect(await list(jefe)).toEqual([renombrada]);
    // Its own code again is no duplicate.
    expect((await editar(1, { codigo: 'PN1', zona: 'America/Argentina/Buenos_Aires', diasAlerta: { Media: 20, Baja: 45 } })).body).toEqual({
      ...renombrada,
      zona: 'America/Argentina/Buenos_Aires',
      diasAlerta: { Alta: 15, Media: 20, Baja: 45 },
    });
    // '' or null: back to the installation's PLANT_TZ.
    expect((await editar(1, { zona: '' })).body.zona).toBeNull();
    expect((await editar(1, {})).body).toEqual({ ...renombrada, diasAlerta: { Alta: 15, Media: 20, Baja: 45 } });
    expect((await stored(2)).codigo).toBe('PS');
  });

  it('records every change in the audit trail with the Admin as actor, under the plant’s name and code', async () => {
    await editar(1, { nombre: 'Planta auditada', codigo: 'PA', diasAlerta: { Alta: 10 } });
    await editar(1, { nombre: 'Planta auditada' });
    const trail = (await t.get<AuditoriaPagina>('/api/auditoria?entidad=planta&entidadId=1&pageSize=100', { token: admin })).body;
    const ultimo = trail.items[0];
    expect([ultimo.accion, ultimo.etiqueta, ultimo.usuario.nombre, ultimo.entidadId]).toEqual(['editar', 'Planta auditada (PA)', 'Laura Gómez', '1']);
    expect(ultimo.cambios).toEqual([
      { campo: 'nombre', antes: 'Planta Norte', despues: 'Planta auditada' },
      { campo: 'codigo', antes: 'PN1', despues: 'PA' },
      { campo: 'diasAlertaAlta', antes: 15, despues: 10 },
    ]);
    // A save that changes nothing records nothing; every edit of this spec is there, newest first.
    expect(trail.items.map((r) => r.accion)).toEqual(['editar', 'editar', 'editar', 'editar']);
  });
});
