import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaEnZona, MSG, validarCierreKaizen, validarFechaFinKaizen, type Kaizen } from '@portal/shared/domain';
import { PLANT_TZ_DEFECTO } from '../common/config/app-config';
import { auditoria } from '../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { crearKaizen, crearTarjeta, par, PLANIFICAR } from '../../../test/kaizen';
import { DB, type Db } from '../database/database.types';

// PostgreSQL only (see vitest.config.mts): PGlite has one connection, so its requests never interleave.
// Each round sends a close and a second write on the same Kaizen at once, the second a few ms later or
// not, so that over the rounds it lands before, during and after the close's transaction.

const RONDAS = 30;
const DAY = 24 * 60 * 60 * 1000;
const hoy = (n = 0) => diaEnZona(new Date(Date.now() + n * DAY), PLANT_TZ_DEFECTO);

describe('Quick Kaizen: a close and a concurrent write (PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const get = async (id: string) => (await t.get<Kaizen>(`/api/tarjetaskaizen/${id}`, { token: operario })).body;
  const cerrar = (body: Record<string, unknown>, token = operario) => t.post<Kaizen>('/api/tarjetaskaizen/cerrar', body, { token });
  const editar = (body: Record<string, unknown>) => t.post<Kaizen>('/api/tarjetaskaizen/editarkaizen', body, { token: jefe });
  const hacer = (body: Record<string, unknown>) => t.post<Kaizen>('/api/tarjetaskaizen/tarjetasHacer', body, { token: operario });
  const cierre = (_id: string) => ({ _id, implementacion: false, ...PLANIFICAR, objetivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() });
  const despues = async <T>(ronda: number, fn: () => Promise<T>): Promise<T> => {
    await sleep(ronda % 4);
    return fn();
  };
  /** The Kaizen's audit rows in the order they were written (the bigserial id, not the transactions' start time). */
  const escrituras = (id: string) =>
    t.app
      .get<Db>(DB)
      .select({ accion: auditoria.accion, etiqueta: auditoria.etiqueta })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'kaizen'), eq(auditoria.entidadId, id)))
      .orderBy(asc(auditoria.id));

  it('never appends a Hacer card once the close has been written', async () => {
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      const [k, card] = [await crearKaizen(t, admin), await crearTarjeta(t, operario)];
      const [c, h] = await Promise.all([cerrar(cierre(k._id)), despues(ronda, () => hacer({ _id: k._id, ...par(card) }))]);
      expect(c.status, c.text).toBe(200);
      const acciones = (await escrituras(k._id)).map((r) => (r.etiqueta.endsWith('(hacer)') ? 'hacer' : r.accion));
      if (h.status === 200) {
        // Added while the Kaizen was still open: its link is written before the close.
        expect({ ronda, acciones }).toEqual({ ronda, acciones: ['crear', 'crear', 'hacer', 'cerrar'] });
      } else {
        expect({ ronda, status: h.status, body: h.body }).toEqual({ ronda, status: 400, body: { msg: MSG.kaizenCerradoSinCambios } });
        expect({ ronda, acciones }).toEqual({ ronda, acciones: ['crear', 'crear', 'cerrar'] });
      }
      expect((await get(k._id)).tarjetasHacer.map((r) => r._id)).toEqual(h.status === 200 ? [card._id] : []);
    }
  });

  // An edit that a Cerrada Kaizen refuses but an open one accepts, sent with a close: whichever wins, a Cerrada
  // Kaizen keeps Planificar and Chequear complete and an end date not after today.
  const casos: {
    nombre: string;
    preparar: (id: string) => Promise<unknown>;
    cambio: Record<string, unknown>;
    rechazo: string;
    cierreSolo: Record<string, unknown>;
  }[] = [
    {
      nombre: 'clearing Chequear of an implemented Kaizen',
      preparar: (_id) => cerrar({ _id, implementacion: true, ...PLANIFICAR }),
      cambio: { objetivoCompletado: '' },
      rechazo: MSG.kaizenChequearIncompleto,
      cierreSolo: { objetivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() },
    },
    {
      // The close sends no Planificar: it must judge the stored one as the edit left it.
      nombre: 'clearing Planificar of an open Kaizen',
      preparar: (_id) => editar({ _id, ...PLANIFICAR }),
      cambio: { causas: '' },
      rechazo: MSG.kaizenPlanificarIncompleto,
      cierreSolo: { objetivoCompletado: 'Sí', fechaFinalizacionMejora: hoy() },
    },
    {
      nombre: 'a future end date',
      preparar: (_id) => cerrar({ _id, implementacion: true, ...PLANIFICAR, objetivoCompletado: 'Sí' }),
      cambio: { fechaFinalizacionMejora: hoy(3) },
      rechazo: MSG.kaizenFechaFinFutura,
      cierreSolo: { fechaFinalizacionMejora: hoy() },
    },
  ];

  for (const caso of casos) {
    it(`keeps a Cerrada Kaizen's rules against a concurrent edit: ${caso.nombre}`, async () => {
      for (let ronda = 0; ronda < RONDAS; ronda++) {
        const k = await crearKaizen(t, admin);
        expect((await caso.preparar(k._id)) as { status: number }).toMatchObject({ status: 200 });
        const [c, e] = await Promise.all([
          cerrar({ _id: k._id, implementacion: false, ...caso.cierreSolo }),
          despues(ronda, () => editar({ _id: k._id, ...caso.cambio })),
        ]);
        const final = await get(k._id);
        if (final.estado === 'Cerrada') {
          const regla =
            validarCierreKaizen(final, false) ?? validarFechaFinKaizen(final.fechaFinalizacionMejora, final.fecha, new Date(), true, PLANT_TZ_DEFECTO);
          expect({ ronda, regla, final }).toEqual({ ronda, regla: null, final });
          expect({ ronda, close: c.status, edit: e.status, body: e.body }).toEqual({
            ronda,
            close: 200,
            edit: e.status === 200 ? 200 : 400,
            body: e.status === 200 ? e.body : { msg: caso.rechazo },
          });
        } else {
          // The edit went first and left a Kaizen the close refuses.
          expect({ ronda, close: c.status, edit: e.status }).toEqual({ ronda, close: 400, edit: 200 });
        }
      }
    });
  }
});
