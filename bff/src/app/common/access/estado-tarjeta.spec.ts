import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { can, MSG, type Capability, type Role, type Tarjeta } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../../test/test-app';
import { TARJETA_AMARILLA, TARJETA_ROJA } from '../../../../test/tarjetas';
import { TarjetasRepository } from '../../tarjetas/tarjetas.repository';

/**
 * The state matrix, beside the authorization matrix (access.spec.ts, which says who may call a route): every card
 * write whose answer depends on the card's state × every role that may call it × Abierta and Cerrada. Each case
 * is written out; a refusal is 400 `{ msg }` and leaves the card exactly as it was. A hidden menu option is not a
 * rule: each request here is sent straight to the API.
 */
const ROLES = ['Operario', 'Jefe de area', 'Admin', 'Corporativo'] as const satisfies readonly Role[];
const ESTADOS = ['Abierta', 'Cerrada'] as const;
type Estado = (typeof ESTADOS)[number];

const HOUR = 60 * 60 * 1000;
/** The app's clock is moved past a repair's end before the close is sent (a close records a repair that has ended). */
const clock = new FakeClock();

const cierre = (card: Tarjeta) => {
  const fin = new Date(Date.parse(card.fecha) + 2 * HOUR).toISOString();
  clock.advanceTo(fin);
  const comun = {
    _id: card._id,
    finReparacion: fin,
    responsable: 'Jorge Medina',
    tareaRealizada: 'Cambio de retén',
    tipoAccion: 'Eliminar',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
  };
  return card.color === 'Amarilla'
    ? { ...comun, accionesComplementarias: 'Señalizar', causa: 'Apuro', convertida: false, verificacion: false }
    : { ...comun, inicioReparacion: new Date(Date.parse(card.fecha) + 60_000).toISOString(), causa: 'Desgaste', materialUtilizado: 'Retén', convertida: false };
};

interface Escritura {
  nombre: string;
  color: 'Roja' | 'Amarilla';
  url: string;
  capability: Capability;
  body: (card: Tarjeta) => Record<string, unknown>;
  /** Per state: what the card shows once the write is allowed, or the refusal's message. */
  segun: Record<Estado, { efecto: Partial<Tarjeta> } | { msg: string }>;
}

const PLAN = { previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana Plan', recursos: 'Grúa' };

const ESCRITURAS: readonly Escritura[] = [
  {
    nombre: 'planificar',
    color: 'Roja',
    url: '/api/tarjetas/agregarplanificacion',
    capability: 'tarjetas.operate',
    body: (card) => ({ _id: card._id, ...PLAN }),
    segun: { Abierta: { efecto: { planificacion: true, ...PLAN } }, Cerrada: { msg: MSG.planificarSoloAbierta } },
  },
  {
    nombre: 'planificar una amarilla',
    color: 'Amarilla',
    url: '/api/tarjetas/agregarplanificacion',
    capability: 'tarjetas.operate',
    body: (card) => ({ _id: card._id, ...PLAN }),
    segun: { Abierta: { efecto: { planificacion: true, ...PLAN } }, Cerrada: { msg: MSG.planificarSoloAbierta } },
  },
  {
    nombre: 'cerrar',
    color: 'Roja',
    url: '/api/tarjetas/cerrar',
    capability: 'tarjetas.operate',
    body: cierre,
    segun: { Abierta: { efecto: { estado: 'Cerrada', causa: 'Desgaste' } }, Cerrada: { msg: MSG.tarjetaNoAbierta } },
  },
  {
    nombre: 'cerrar una amarilla',
    color: 'Amarilla',
    url: '/api/tarjetas/cerrar/amarilla',
    capability: 'tarjetas.operate',
    body: cierre,
    segun: { Abierta: { efecto: { estado: 'Cerrada', causa: 'Apuro' } }, Cerrada: { msg: MSG.tarjetaNoAbierta } },
  },
  {
    nombre: 'editar los datos de cierre',
    color: 'Roja',
    url: '/api/tarjetas/editar',
    capability: 'tarjetas.edit',
    body: (card) => ({ _id: card._id, responsable: 'Otro responsable' }),
    segun: { Abierta: { msg: MSG.cierreSoloCerrada }, Cerrada: { efecto: { responsable: 'Otro responsable' } } },
  },
];

describe('state matrix: card writes × role × state', () => {
  let t: TestApp;
  let tokens: Record<Role, string>;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    const { admin, jefe, operario } = await t.roleTokens();
    tokens = { Admin: admin, 'Jefe de area': jefe, Operario: operario, Corporativo: await t.corporativoToken() };
  });
  afterAll(() => t.close());

  /** A fresh card of the colour in the state, created and (if Cerrada) closed by the Admin. */
  async function tarjeta(color: Escritura['color'], estado: Estado): Promise<Tarjeta> {
    const creada = await t.post<Tarjeta>(
      color === 'Amarilla' ? '/api/tarjetas/amarilla' : '/api/tarjetas',
      color === 'Amarilla' ? TARJETA_AMARILLA : TARJETA_ROJA,
      { token: tokens.Admin },
    );
    expect(creada.status, creada.text).toBe(201);
    if (estado === 'Abierta') return creada.body;
    const url = color === 'Amarilla' ? '/api/tarjetas/cerrar/amarilla' : '/api/tarjetas/cerrar';
    const cerrada = await t.post<Tarjeta>(url, cierre(creada.body), { token: tokens.Admin });
    expect(cerrada.status, cerrada.text).toBe(200);
    return cerrada.body;
  }

  const casos = ESCRITURAS.flatMap((e) => ROLES.flatMap((rol) => ESTADOS.map((estado) => [e.nombre, rol, estado, e] as const)));

  it.each(casos)('%s · %s · %s', async (_nombre, rol, estado, e) => {
    const card = await tarjeta(e.color, estado);
    const antes = (await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: tokens.Admin })).body;
    const res = await t.post<Tarjeta>(e.url, e.body(card), { token: tokens[rol] });
    const esperado = e.segun[estado];
    if (!can(rol, e.capability)) {
      expect(res).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    } else if ('msg' in esperado) {
      expect(res).toMatchObject({ status: 400, body: { msg: esperado.msg } });
    } else {
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject(esperado.efecto);
      return;
    }
    expect(Object.keys(res.body as object)).toEqual(['msg']);
    expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: tokens.Admin })).body).toEqual(antes);
  });

  it('re-plans an open card (the new plan replaces the old), and refuses it once the card is closed', async () => {
    const card = await tarjeta('Roja', 'Abierta');
    const url = '/api/tarjetas/agregarplanificacion';
    expect((await t.post<Tarjeta>(url, { _id: card._id, ...PLAN }, { token: tokens.Operario })).status).toBe(200);
    const replan = await t.post<Tarjeta>(url, { _id: card._id, previstaCierre: '2026-12-15', responsableSeguimiento: 'Beto' }, { token: tokens.Operario });
    expect(replan).toMatchObject({ status: 200, body: { planificacion: true, previstaCierre: '2026-12-15', responsableSeguimiento: 'Beto', recursos: '' } });
    const cerrada = await t.post<Tarjeta>('/api/tarjetas/cerrar', cierre(card), { token: tokens.Operario });
    expect(cerrada.status, cerrada.text).toBe(200);
    for (const rol of ROLES.filter((r) => can(r, 'tarjetas.operate'))) {
      const res = await t.post(url, { _id: card._id, previstaCierre: '2027-01-10', responsableSeguimiento: rol }, { token: tokens[rol] });
      expect(res, rol).toMatchObject({ status: 400, body: { msg: MSG.planificarSoloAbierta } });
    }
    expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: tokens.Admin })).body).toMatchObject({
      estado: 'Cerrada',
      previstaCierre: '2026-12-15',
      responsableSeguimiento: 'Beto',
    });
  });

  it('refuses a plan when the card was closed after the state was read: the UPDATE itself checks the state', async () => {
    const card = await tarjeta('Roja', 'Cerrada');
    const repo = t.app.get(TarjetasRepository);
    const fila = await repo.findById(card._id);
    // The read sees the card as it was before a close that commits before the plan's UPDATE.
    const leida = vi.spyOn(repo, 'findById').mockResolvedValueOnce({ ...fila!, estado: 'Abierta' });
    try {
      const res = await t.post(`/api/tarjetas/agregarplanificacion`, { _id: card._id, ...PLAN }, { token: tokens.Operario });
      expect(res).toMatchObject({ status: 400, body: { msg: MSG.planificarSoloAbierta } });
      expect(leida).toHaveBeenCalledOnce();
    } finally {
      leida.mockRestore();
    }
    expect((await t.get<Tarjeta>(`/api/tarjetas/${card._id}`, { token: tokens.Admin })).body).toMatchObject({
      estado: 'Cerrada',
      planificacion: false,
      previstaCierre: null,
    });
  });
});
