import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPOS_RECIENTES, MSG, RECIENTES_DEL_USUARIO, type Campo, type Tarjeta, type TarjetasRecientes, type User } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { comoPropietario } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';

const MAQUINA = 'Prensa recientes';
const vacio = Object.fromEntries(CAMPOS_RECIENTES.map((c) => [c, []])) as unknown as TarjetasRecientes;

describe('GET /api/tarjetas/recientes (the add form: recent choices first)', () => {
  let t: TestApp;
  let tk: { admin: string; jefe: string; operario: string };
  /** An Operario of this spec only: the seeded cards of the demo users are not theirs. */
  let nuevo: string;
  const clock = new FakeClock();
  const recientes = (query = '', token = nuevo) => t.get<TarjetasRecientes>(`/api/tarjetas/recientes${query}`, { token });
  const crear = async (token: string, campos: Partial<typeof TARJETA_ROJA>) => {
    clock.advance(60_000);
    const res = await t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, ...campos }, { token });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const enMaquina = (parteMaquina: string) => ({ maquina: MAQUINA, parteMaquina });

  beforeAll(async () => {
    t = await startTestApp({ clock });
    tk = await t.roleTokens();
    const maquina = (await t.post<Campo>('/api/campos', { name: 'maquina', value: MAQUINA }, { token: tk.admin })).body;
    for (const parte of ['Cilindro', 'Matriz', 'Guía']) await t.post('/api/campos/parteMaquina', { _id: maquina._id, name: parte }, { token: tk.admin });
    const res = await t.post<User>('/api/users', { email: '7301', name: 'Rita Recientes', password: '432100', role: 'Operario' }, { token: tk.admin });
    expect(res.status, res.text).toBe(201);
    nuevo = (await t.login('7301', '432100')).token;
  });
  afterAll(() => t.close());

  it('a user without cards and a machine without cards have none: every field is an empty list', async () => {
    expect(await recientes()).toMatchObject({ status: 200, body: vacio });
    expect((await recientes(`?maquina=${encodeURIComponent(MAQUINA)}`)).body).toEqual(vacio);
  });

  it("orders the user's values by use, then by the newest card; parts only with a machine", async () => {
    await crear(nuevo, { prioridad: 'Baja', familia: '3 - Puntos inaccesibles', riesgoInicial: 'IN: INTOLERABLE' });
    await crear(nuevo, { prioridad: 'Alta', familia: '2 - Condiciones basicas', riesgoInicial: 'MO: MODERADO' });
    await crear(nuevo, { prioridad: 'Alta', familia: '3 - Puntos inaccesibles', riesgoInicial: 'SI: SIGNIFICATIVO', reparacion: 'Con maquina en marcha' });
    await crear(nuevo, { prioridad: 'Media', familia: '4 - Focos de contaminacion', riesgoInicial: 'PS: POCO SIGNIFICATIVO' });
    const { body } = await recientes();
    expect(body.prioridad).toEqual(['Alta', 'Media', 'Baja']);
    // 3 - Puntos inaccesibles twice; the others once each, the newest first; at most three.
    expect(body.familia).toEqual(['3 - Puntos inaccesibles', '4 - Focos de contaminacion', '2 - Condiciones basicas']);
    expect(body.riesgoInicial).toEqual(['PS: POCO SIGNIFICATIVO', 'SI: SIGNIFICATIVO', 'MO: MODERADO']);
    expect(body.reparacion).toEqual(['Con maquina parada', 'Con maquina en marcha']);
    expect(body).toMatchObject({ maquina: ['Calandra 1'], equipo: ['Calandrado'], tipodeRiesgo: ['R - Riesgo mecánico'], parteMaquina: [] });
  });

  it("with a machine, adds the machine's cards by anyone; a card of both counts once; another user's cards elsewhere do not count", async () => {
    // Someone else's cards elsewhere: not this user's, not this machine's.
    for (let i = 0; i < 3; i++) await crear(tk.jefe, { prioridad: 'Baja', tipodeRiesgo: 'FC - Falta de limpieza' });
    await crear(tk.jefe, { ...enMaquina('Matriz'), familia: '5 - Defecto de Calidad', tipodeRiesgo: 'LDA - Difícil inspección' });
    await crear(tk.jefe, { ...enMaquina('Matriz'), familia: '5 - Defecto de Calidad', tipodeRiesgo: 'LDA - Difícil inspección' });
    await crear(nuevo, { ...enMaquina('Guía'), familia: '6 - Elementos Innecesarios', tipodeRiesgo: 'R - Riesgo eléctrico' });
    const { body } = await recientes(`?maquina=${encodeURIComponent(MAQUINA)}`);
    expect(body.parteMaquina).toEqual(['Matriz', 'Guía']);
    // Calandra 1: my four cards; the machine: its three (mine there counted once).
    expect(body.maquina).toEqual(['Calandra 1', MAQUINA]);
    // Mine on Calandra 1 (4) + the machine's: R - Riesgo mecánico 4, LDA 2, my eléctrico once (not twice: it is in both).
    expect(body.tipodeRiesgo).toEqual(['R - Riesgo mecánico', 'LDA - Difícil inspección', 'R - Riesgo eléctrico']);
    expect(body.prioridad).toEqual(['Alta', 'Media', 'Baja']);
    // Without the machine, only my cards.
    expect((await recientes()).body.tipodeRiesgo).toEqual(['R - Riesgo mecánico', 'R - Riesgo eléctrico']);
    // The Jefe sees their own: the three Bajas elsewhere and the machine's.
    expect((await recientes('', tk.jefe)).body.tipodeRiesgo).toContain('FC - Falta de limpieza');
  });

  it(`counts only the user's last ${RECIENTES_DEL_USUARIO} cards`, async () => {
    for (let i = 0; i < RECIENTES_DEL_USUARIO; i++)
      await crear(nuevo, { maquina: 'Extrusora 2', parteMaquina: 'Tornillo', equipo: 'Alimentación y Extrusión', prioridad: 'Media' });
    const { body } = await recientes();
    expect(body).toMatchObject({ maquina: ['Extrusora 2'], prioridad: ['Media'], equipo: ['Alimentación y Extrusión'] });
  });

  it('a bad query is a 400 and nothing is answered without a session', async () => {
    expect(await recientes(`?maquina=${'x'.repeat(5000)}`)).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
    expect((await recientes('?maquina=')).status).toBe(200);
    expect((await t.get('/api/tarjetas/recientes')).status).toBe(401);
  });

  it("the machine's cards come from tarjetas_maquina_fecha_idx", async () => {
    const db = t.app.get<Db>(DB);
    let plan = '';
    // Fresh statistics (as the owner: ANALYZE is theirs), so a tiny table's plan weighs the indexes as a real one.
    await comoPropietario(() => db.execute(sql`analyze tarjetas`));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (
        (await tx.execute(sql.raw(`explain select id from tarjetas where maquina = 'Prensa recientes' order by fecha desc, id desc limit 50`))) as unknown as {
          rows: Record<string, string>[];
        }
      ).rows;
      plan = rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('tarjetas_maquina_fecha_idx');
  });
});
