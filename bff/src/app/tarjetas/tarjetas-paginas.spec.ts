import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, Planta, Tarjeta, TarjetasPagina } from '@portal/shared/domain';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { TARJETA_ROJA } from '../../../test/tarjetas';
import { comoPropietario, enPlanta } from '../database/alcance-planta';
import { DB, type Db } from '../database/database.types';
import { TarjetasRepository } from './tarjetas.repository';

const PAGINA = '/api/tarjetas?page=0&pageSize=50';
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Issue 24 §4: pages of the list are kept in memory and served again only while their plant's stamp
 * (tarjeta_cambios) is the one read before loading them — whoever changed the cards, wherever.
 */
describe('pages of the card list kept at their plant’s stamp', () => {
  let t: TestApp;
  let db: Db;
  let repo: TarjetasRepository;
  let principal: string;
  let sur: string;
  let surId: number;

  const pagina = async (token: string, path = PAGINA) => {
    const res = await t.get<TarjetasPagina>(path, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res;
  };
  const sellos = async () =>
    Object.fromEntries(
      rows<{ planta_id: number; sello: string }>(await comoPropietario(() => db.execute(sql`select planta_id, sello::text from tarjeta_cambios`))).map((r) => [
        r.planta_id,
        r.sello,
      ]),
    );

  /** One of the first plant's cards copied into the south plant (which has no campos to raise one with). */
  const copiarASur = (descripcion: string) =>
    comoPropietario(() =>
      db.execute(sql`
        insert into tarjetas
        select (jsonb_populate_record(null::tarjetas, to_jsonb(t) || jsonb_build_object('id', gen_random_uuid(), 'planta_id', ${surId}::int,
          'numero', (select coalesce(max(numero), 0) + 1 from tarjetas where planta_id = ${surId}), 'descripcion', ${descripcion}::text))).*
        from (select * from tarjetas where planta_id = 1 order by numero limit 1) t`),
    );

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Db>(DB);
    repo = t.app.get(TarjetasRepository);
    ({ admin: principal } = await t.roleTokens());
    const creada = await t.post<Planta>('/api/plantas', { nombre: 'Planta Sur', codigo: 'PS' }, { token: principal });
    expect(creada.status, creada.text).toBe(201);
    surId = creada.body._id;
    sur = (await t.post<AuthResponse>('/api/auth/planta', { planta: surId }, { token: principal })).body.token;
    await copiarASur('Solo de la Planta Sur');
  });
  afterAll(() => t?.close());

  it('a page asked again is answered from memory, byte for byte the same, until a card changes', async () => {
    const primera = await pagina(principal);
    const leer = vi.spyOn(repo, 'listDtos');
    try {
      const segunda = await pagina(principal);
      expect(segunda.text).toBe(primera.text);
      expect(leer).not.toHaveBeenCalled();
      // Another query is another page.
      const roja = await pagina(principal, `${PAGINA}&color=Roja`);
      expect(leer).toHaveBeenCalledTimes(1);
      expect(roja.body.items.every((c) => c.color === 'Roja')).toBe(true);

      const creada = await t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, descripcion: 'Recién creada' }, { token: principal });
      expect(creada.status, creada.text).toBe(201);
      const despues = await pagina(principal);
      expect(leer).toHaveBeenCalledTimes(2);
      expect(despues.body.total).toBe(primera.body.total + 1);
      expect(despues.body.items[0]).toEqual(creada.body);
    } finally {
      leer.mockRestore();
    }
  });

  it('a change committed outside this instance (another replica, SQL by hand) is in the very next page', async () => {
    const antes = (await pagina(principal)).body;
    const id = antes.items[3]._id;
    // No BFF involved and no notification awaited: the statement triggers give the plant a new stamp.
    await comoPropietario(() => db.execute(sql`update tarjetas set descripcion = 'Cambiada por otra réplica' where id = ${id}`));
    const despues = (await pagina(principal)).body;
    expect(despues.items[3]).toEqual({ ...antes.items[3], descripcion: 'Cambiada por otra réplica' });

    await comoPropietario(() => db.execute(sql`delete from tarjetas where id = ${id}`));
    const sinElla = (await pagina(principal)).body;
    expect(sinElla.total).toBe(antes.total - 1);
    expect(sinElla.items.map((c) => c._id)).not.toContain(id);
  });

  it('the same query in another plant is that plant’s page, each kept apart', async () => {
    const delPrincipal = (await pagina(principal)).body;
    const delSur = (await pagina(sur)).body;
    expect(delSur).toMatchObject({ total: 1, items: [{ descripcion: 'Solo de la Planta Sur' }] });
    expect(delPrincipal.items.map((c) => c.descripcion)).not.toContain('Solo de la Planta Sur');
    const leer = vi.spyOn(repo, 'listDtos');
    try {
      expect((await pagina(principal)).text).toBe(JSON.stringify(delPrincipal));
      expect((await pagina(sur)).text).toBe(JSON.stringify(delSur));
      expect(leer).not.toHaveBeenCalled();
    } finally {
      leer.mockRestore();
    }
    // A change in the south plant leaves the first plant's stamp (and its kept pages) alone.
    const antes = await sellos();
    await copiarASur('Otra de la Planta Sur');
    const despues = await sellos();
    expect(despues[1]).toBe(antes[1]);
    expect(despues[surId]).not.toBe(antes[surId]);
    expect((await pagina(sur)).body.total).toBe(2);
    expect((await pagina(principal)).text).toBe(JSON.stringify(delPrincipal));
  });

  it('every statement that changes cards gives their plants new stamps; one that changes none, and other tables, do not', async () => {
    const s0 = await sellos();
    await enPlanta(1, () => db.execute(sql`update tarjetas set comentario1 = 'x' where false`));
    expect(await sellos()).toEqual(s0);
    await enPlanta(1, () => db.execute(sql`update campos set value = value where name = 'equipo'`));
    expect(await sellos()).toEqual(s0);
    await enPlanta(1, () => db.execute(sql`update tarjetas set comentario1 = 'x' where id = (select id from tarjetas limit 1)`));
    const s1 = await sellos();
    expect(s1[1]).not.toBe(s0[1]);
    expect(s1[surId]).toBe(s0[surId]);
    // One statement over both plants (the owner's): both move, to stamps never used before.
    await comoPropietario(() => db.execute(sql`update tarjetas set comentario2 = 'y' where numero = 1`));
    const s2 = await sellos();
    expect(s2[1]).not.toBe(s1[1]);
    expect(s2[surId]).not.toBe(s1[surId]);
    expect(new Set([...Object.values(s0), ...Object.values(s1), ...Object.values(s2)]).size).toBe(Object.keys(s0).length + 3);
  });

  it('a kept page is compressed once for the clients that ask for br or gzip, and sent plain to the others', async () => {
    const pedir = (headers: Record<string, string>) =>
      t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: PAGINA, headers: { authorization: `Bearer ${principal}`, ...headers } });
    const plano = await pedir({});
    expect(plano.headers['content-encoding']).toBeUndefined();
    const br = await pedir({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': expect.stringMatching(/^application\/json/) });
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plano.body);
    expect(br.rawPayload.length).toBeLessThan(plano.rawPayload.length / 4);
    expect((await pedir({ 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await pedir({ 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plano.body);
    expect((await pedir({ 'accept-encoding': 'identity' })).body).toBe(plano.body);
    expect((await pedir({ 'accept-encoding': 'br', 'x-no-compression': '1' })).body).toBe(plano.body);
  });

  it('a page of every card (pageSize=-1) is read each time, never kept', async () => {
    const leer = vi.spyOn(repo, 'listDtos');
    try {
      const todas = await pagina(principal, '/api/tarjetas?pageSize=-1');
      await pagina(principal, '/api/tarjetas?pageSize=-1');
      expect(leer).toHaveBeenCalledTimes(2);
      expect(todas.body.items).toHaveLength(todas.body.total);
    } finally {
      leer.mockRestore();
    }
  });

  it('TARJETAS_CACHE=off reads every page from the database', async () => {
    const otra = await startTestApp({ env: { TARJETAS_CACHE: 'off' } });
    try {
      const { admin } = await otra.roleTokens();
      const leer = vi.spyOn(otra.app.get(TarjetasRepository), 'listDtos');
      const a = await otra.get(PAGINA, { token: admin });
      const b = await otra.get(PAGINA, { token: admin });
      expect(b.text).toBe(a.text);
      expect(leer).toHaveBeenCalledTimes(2);
    } finally {
      await otra.close();
    }
  });
});
