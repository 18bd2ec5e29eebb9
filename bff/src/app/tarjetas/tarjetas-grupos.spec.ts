import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGRUPABLES_TARJETAS, MSG, type Tarjeta, type TarjetasGrupos, type TarjetasPagina } from '@portal/shared/domain';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_ROJA } from '../../../test/tarjetas';

describe('GET /api/tarjetas/grupos', () => {
  let t: TestApp;
  let token: string;
  const palabra = `grupos${Date.now()}`;
  beforeAll(async () => {
    const clock = new FakeClock();
    t = await startTestApp({ clock });
    ({ operario: token } = await t.roleTokens());
    const crear = async (patch: Record<string, unknown>) => {
      const res = await t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, descripcion: `Falla ${palabra}`, ...patch }, { token });
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const azul = await crear({ color: 'Azul', familia: '1 - Pequeñas Deficiencia', prioridad: 'Baja' });
    await crear({ prioridad: 'Media', maquina: 'Extrusora 2', parteMaquina: 'Tornillo' });
    await crear({ familia: '5 - Defecto de Calidad' });
    const fin = new Date(Date.parse(azul.fecha) + 3_600_000).toISOString();
    clock.advanceTo(fin);
    const cierre = await t.post('/api/tarjetas/cerrar', {
      _id: azul._id,
      inicioReparacion: new Date(Date.parse(azul.fecha) + 60_000).toISOString(),
      finReparacion: fin,
      responsable: 'Jorge',
      tareaRealizada: 'Cambio',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      causa: 'Desgaste',
      materialUtilizado: 'Retén',
    }, { token });
    expect(cierre.status, cierre.text).toBe(200);
  });
  afterAll(() => t.close());

  const grupos = async (query: string) => {
    const res = await t.get<TarjetasGrupos>(`/api/tarjetas/grupos?${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const totalLista = async (query: string) => (await t.get<TarjetasPagina>(`/api/tarjetas?pageSize=1&${query}`, { token })).body.total;

  it.each(AGRUPABLES_TARJETAS)('counts every card per %s: each group equals the list total with that value', async (por) => {
    const res = await grupos(`por=${por}`);
    expect(res.por).toBe(por);
    expect(res.total).toBe(await totalLista(''));
    expect(res.grupos.length).toBeGreaterThan(0);
    for (const g of res.grupos) expect(g.cantidad, `${por}=${g.valor}`).toBe(await totalLista(`${por}=${encodeURIComponent(g.valor)}`));
    const cantidades = res.grupos.map((g) => g.cantidad);
    expect(cantidades).toEqual([...cantidades].sort((a, b) => b - a));
  });

  it('applies the list filters and the search', async () => {
    expect(await grupos(`por=color&q=${palabra}`)).toEqual({ por: 'color', grupos: [{ valor: 'Roja', cantidad: 2 }, { valor: 'Azul', cantidad: 1 }], total: 3 });
    expect(await grupos(`por=prioridad&q=${palabra}&color=Roja`)).toEqual({
      por: 'prioridad',
      grupos: [{ valor: 'Alta', cantidad: 1 }, { valor: 'Media', cantidad: 1 }],
      total: 2,
    });
    expect((await grupos(`por=estado&q=${palabra}`)).grupos).toEqual([{ valor: 'Abierta', cantidad: 2 }, { valor: 'Cerrada', cantidad: 1 }]);
    const cerradas = await grupos('por=color&estado=Cerrada');
    expect(cerradas.total).toBe(await totalLista('estado=Cerrada'));
    for (const g of cerradas.grupos) expect(g.cantidad).toBe(await totalLista(`estado=Cerrada&color=${g.valor}`));
    expect(await grupos(`por=color&q=nada-${palabra}`)).toEqual({ por: 'color', grupos: [], total: 0 });
  });

  it('filters the list and the groups by máquina and familia (the Pareto drill-down)', async () => {
    const lista = async (query: string) => {
      const res = await t.get<TarjetasPagina>(`/api/tarjetas?q=${palabra}&${query}`, { token });
      expect(res.status, res.text).toBe(200);
      return res.body.items.map((c) => `${c.color} ${c.prioridad} ${c.estado}`).sort();
    };
    expect(await lista('maquina=Extrusora%202')).toEqual(['Roja Media Abierta']);
    expect(await lista('estado=Abierta&maquina=Calandra%201')).toEqual(['Roja Alta Abierta']);
    expect(await lista('maquina=Calandra%201')).toEqual(['Azul Baja Cerrada', 'Roja Alta Abierta']);
    expect(await lista('familia=5%20-%20Defecto%20de%20Calidad&color=Roja')).toEqual(['Roja Alta Abierta']);
    expect(await lista('familia=1%20-%20Peque%C3%B1as%20Deficiencia&maquina=Extrusora%202')).toEqual(['Roja Media Abierta']);
    expect(await lista('maquina=Caldera')).toEqual([]);
    expect(await grupos(`por=estado&q=${palabra}&maquina=Calandra%201`)).toEqual({
      por: 'estado',
      grupos: [{ valor: 'Abierta', cantidad: 1 }, { valor: 'Cerrada', cantidad: 1 }],
      total: 2,
    });
    // Without the search: the count(*) total matches the rows of the whole set.
    const todas = (await t.get<TarjetasPagina>('/api/tarjetas?maquina=Extrusora%202&estado=Abierta&pageSize=-1', { token })).body;
    expect(todas.total).toBe(todas.items.length);
    expect(todas.items.every((c) => c.maquina === 'Extrusora 2' && c.estado === 'Abierta')).toBe(true);
    expect(await t.get(`/api/tarjetas?maquina=${'x'.repeat(201)}`, { token })).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
  });

  it.each([
    ['no por', '', MSG.consultaInvalida],
    ['an unknown por', 'por=descripcion', MSG.consultaInvalida],
    ['a bad colour', 'por=estado&color=Negra', MSG.colorInvalido],
    ['a bad state', 'por=color&estado=Perdida', MSG.consultaInvalida],
  ])('refuses %s with 400 { msg }', async (_label, query, msg) => {
    expect(await t.get(`/api/tarjetas/grupos?${query}`, { token })).toMatchObject({ status: 400, body: { msg } });
  });

  it('needs a session', async () => {
    expect((await t.get('/api/tarjetas/grupos?por=color')).status).toBe(401);
  });
});
