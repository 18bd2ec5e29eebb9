import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGRUPABLES_TARJETAS, MSG, type Tarjeta, type TarjetasGrupos, type TarjetasPagina } from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';
import { DB, type Db } from '../database/database.types';
import { FakeClock, startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_ROJA } from '../../../test/tarjetas';

describe('GET /api/tarjetas/grupos', () => {
  let t: TestApp;
  let token: string;
  const palabra = `grupos${Date.now()}`;
  /** Cards with an empty máquina, familia or equipo (older imports have them): not creatable through the API. */
  const vacias = `vacias${Date.now()}`;
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
    const cierre = await t.post(
      '/api/tarjetas/cerrar',
      {
        _id: azul._id,
        inicioReparacion: new Date(Date.parse(azul.fecha) + 60_000).toISOString(),
        finReparacion: fin,
        responsable: 'Jorge',
        tareaRealizada: 'Cambio',
        tipoAccion: 'Eliminar',
        riesgoFinal: 'NS: NO SIGNIFICATIVO',
        causa: 'Desgaste',
        materialUtilizado: 'Retén',
      },
      { token },
    );
    expect(cierre.status, cierre.text).toBe(200);
    const fecha = new Date(Date.parse(azul.fecha) + 7_200_000);
    await t.app
      .get<Db>(DB)
      .insert(tarjetas)
      .values([
        { numero: 90001, color: 'Verde', prioridad: 'Alta', fecha, descripcion: `Sin máquina ${vacias}`, equipo: 'Pintura', familia: '5 - Defecto de Calidad' },
        { numero: 90002, color: 'Verde', prioridad: 'Baja', fecha, descripcion: `Sin equipo ni familia ${vacias}`, maquina: 'Caldera' },
        {
          numero: 90003,
          color: 'Azul',
          prioridad: 'Baja',
          fecha,
          descripcion: `Caldera de Extrusión ${vacias}`,
          maquina: 'Caldera',
          equipo: 'Extrusión',
          familia: '1 - Pequeñas Deficiencia',
        },
      ]);
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
    // The group of cards without a value is their list with sinValor (a blank value filters nothing).
    const filtro = (valor: string) => (valor === '' ? `sinValor=${por}` : `${por}=${encodeURIComponent(valor)}`);
    if (por === 'equipo') expect(res.grupos.map((g) => g.valor)).toContain('');
    for (const g of res.grupos) expect(g.cantidad, `${por}=${g.valor}`).toBe(await totalLista(filtro(g.valor)));
    const cantidades = res.grupos.map((g) => g.cantidad);
    expect(cantidades).toEqual([...cantidades].sort((a, b) => b - a));
  });

  it('applies the list filters and the search', async () => {
    expect(await grupos(`por=color&q=${palabra}`)).toEqual({
      por: 'color',
      grupos: [
        { valor: 'Roja', cantidad: 2 },
        { valor: 'Azul', cantidad: 1 },
      ],
      total: 3,
    });
    expect(await grupos(`por=prioridad&q=${palabra}&color=Roja`)).toEqual({
      por: 'prioridad',
      grupos: [
        { valor: 'Alta', cantidad: 1 },
        { valor: 'Media', cantidad: 1 },
      ],
      total: 2,
    });
    expect((await grupos(`por=estado&q=${palabra}`)).grupos).toEqual([
      { valor: 'Abierta', cantidad: 2 },
      { valor: 'Cerrada', cantidad: 1 },
    ]);
    const cerradas = await grupos('por=color&estado=Cerrada');
    expect(cerradas.total).toBe(await totalLista('estado=Cerrada'));
    for (const g of cerradas.grupos) expect(g.cantidad).toBe(await totalLista(`estado=Cerrada&color=${g.valor}`));
    expect(await grupos(`por=color&q=nada-${palabra}`)).toEqual({ por: 'color', grupos: [], total: 0 });
  });

  const lista = async (query: string) => {
    const res = await t.get<TarjetasPagina>(`/api/tarjetas?q=${palabra}&${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.items.map((c) => `${c.color} ${c.prioridad} ${c.estado}`).sort();
  };

  it('filters the list and the groups by máquina and familia (the Pareto drill-down)', async () => {
    expect(await lista('maquina=Extrusora%202')).toEqual(['Roja Media Abierta']);
    expect(await lista('estado=Abierta&maquina=Calandra%201')).toEqual(['Roja Alta Abierta']);
    expect(await lista('maquina=Calandra%201')).toEqual(['Azul Baja Cerrada', 'Roja Alta Abierta']);
    expect(await lista('familia=5%20-%20Defecto%20de%20Calidad&color=Roja')).toEqual(['Roja Alta Abierta']);
    expect(await lista('familia=1%20-%20Peque%C3%B1as%20Deficiencia&maquina=Extrusora%202')).toEqual(['Roja Media Abierta']);
    expect(await lista('maquina=Caldera')).toEqual([]);
    expect(await grupos(`por=estado&q=${palabra}&maquina=Calandra%201`)).toEqual({
      por: 'estado',
      grupos: [
        { valor: 'Abierta', cantidad: 1 },
        { valor: 'Cerrada', cantidad: 1 },
      ],
      total: 2,
    });
    // Without the search: the count(*) total matches the rows of the whole set.
    const todas = (await t.get<TarjetasPagina>('/api/tarjetas?maquina=Extrusora%202&estado=Abierta&pageSize=-1', { token })).body;
    expect(todas.total).toBe(todas.items.length);
    expect(todas.items.every((c) => c.maquina === 'Extrusora 2' && c.estado === 'Abierta')).toBe(true);
    expect(await t.get(`/api/tarjetas?maquina=${'x'.repeat(201)}`, { token })).toMatchObject({ status: 400, body: { msg: MSG.consultaInvalida } });
  });

  const descripciones = async (query: string) => {
    const res = await t.get<TarjetasPagina>(`/api/tarjetas?pageSize=-1&${query}`, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.total, query).toBe(res.body.items.length);
    return res.body.items.map((c) => c.descripcion.split(' ').slice(0, -1).join(' ') || c.descripcion).sort();
  };

  it('accepts several colours or equipos (repeated), any of them matching', async () => {
    expect((await grupos(`por=color&q=${palabra}&color=Roja&color=Azul`)).total).toBe(3);
    expect(await lista('color=Azul&color=Verde')).toEqual(['Azul Baja Cerrada']);
    expect(await lista('color=Azul&color=Azul')).toEqual(['Azul Baja Cerrada']);
    expect(await descripciones(`q=${vacias}&equipo=Pintura&equipo=Extrusi%C3%B3n`)).toEqual(['Caldera de Extrusión', 'Sin máquina']);
    expect(await descripciones(`q=${vacias}&equipo=Pintura&color=Verde&color=Roja`)).toEqual(['Sin máquina']);
    // Counted columns only: the total is a sum of tarjeta_totales rows, and still the rows' count.
    const verdesAzules = await t.get<TarjetasPagina>('/api/tarjetas?pageSize=-1&color=Verde&color=Azul&estado=Abierta', { token });
    expect(verdesAzules.body.total).toBe(verdesAzules.body.items.length);
    expect(new Set(verdesAzules.body.items.map((c) => c.color))).toEqual(new Set(['Verde', 'Azul']));
    expect(verdesAzules.body.total).toBe((await totalLista('color=Verde&estado=Abierta')) + (await totalLista('color=Azul&estado=Abierta')));
  });

  it('sinValor=maquina|familia|equipo: the cards where that column is empty, besides any value given for it', async () => {
    expect(await descripciones(`q=${vacias}&sinValor=maquina`)).toEqual(['Sin máquina']);
    expect(await descripciones(`q=${vacias}&sinValor=familia`)).toEqual(['Sin equipo ni familia']);
    expect(await descripciones(`q=${vacias}&sinValor=equipo`)).toEqual(['Sin equipo ni familia']);
    expect(await descripciones(`q=${vacias}&sinValor=equipo&sinValor=familia`)).toEqual(['Sin equipo ni familia']);
    expect(await descripciones(`q=${vacias}&sinValor=maquina&sinValor=equipo`)).toEqual([]);
    expect(await descripciones(`q=${vacias}&maquina=Caldera&sinValor=maquina`)).toEqual(['Caldera de Extrusión', 'Sin equipo ni familia', 'Sin máquina']);
    expect(await descripciones(`q=${vacias}&equipo=Pintura&sinValor=equipo`)).toEqual(['Sin equipo ni familia', 'Sin máquina']);
    // Without other conditions the equipo '' total comes from tarjeta_totales.
    const sinEquipo = await t.get<TarjetasPagina>('/api/tarjetas?pageSize=-1&sinValor=equipo', { token });
    expect(sinEquipo.body.total).toBe(sinEquipo.body.items.length);
    expect(sinEquipo.body.items.every((c) => c.equipo === '')).toBe(true);
    expect(sinEquipo.body.items.map((c) => c.numero)).toContain(90002);
    expect(await grupos('por=color&sinValor=equipo')).toMatchObject({ total: sinEquipo.body.total });
    expect(await grupos(`por=color&q=${vacias}&sinValor=maquina`)).toEqual({ por: 'color', grupos: [{ valor: 'Verde', cantidad: 1 }], total: 1 });
    // The list's export selection says an empty column as the value '': the same cards.
    const consulta = async (filtros: Record<string, string[]>) =>
      (await t.post<TarjetasPagina>('/api/tarjetas/consulta', { filtros, pageSize: -1 }, { token })).body.items.map((c) => c.numero).sort();
    expect(await consulta({ maquina: [''], color: ['Verde'] })).toEqual([90001]);
    expect(await consulta({ equipo: ['Pintura', ''], color: ['Verde'] })).toEqual(
      (await t.get<TarjetasPagina>('/api/tarjetas?pageSize=-1&color=Verde&equipo=Pintura&sinValor=equipo', { token })).body.items.map((c) => c.numero).sort(),
    );
  });

  it('keeps the old forms: one value, and a blank equipo filters nothing', async () => {
    expect(await totalLista('equipo=')).toBe(await totalLista(''));
    expect(await totalLista('equipo=%20&equipo=')).toBe(await totalLista(''));
    expect(await descripciones(`q=${vacias}&equipo=Pintura`)).toEqual(['Sin máquina']);
    expect(await descripciones(`q=${vacias}&color=Azul`)).toEqual(['Caldera de Extrusión']);
  });

  it.each([
    ['one bad colour among several', '/api/tarjetas?color=Roja&color=Negra', MSG.colorInvalido],
    ['an unknown sinValor column', '/api/tarjetas?sinValor=descripcion', MSG.consultaInvalida],
    ['more than 100 equipos', `/api/tarjetas?${Array.from({ length: 101 }, (_, i) => `equipo=E${i}`).join('&')}`, MSG.consultaInvalida],
    ['a too long equipo among several', `/api/tarjetas/grupos?por=color&equipo=A&equipo=${'x'.repeat(201)}`, MSG.consultaInvalida],
  ])('refuses %s with 400 { msg }', async (_label, url, msg) => {
    expect(await t.get(url, { token })).toMatchObject({ status: 400, body: { msg } });
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
