import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPO_NAMES, ETIQUETAS_QR_FILE_NAME, MSG, urlEtiquetaMaquina, type AuditoriaPagina, type Campo } from '@portal/shared/domain';
import { SEED_CAMPOS } from '../../db/seed/campos';
import { contarPaginas, leerPdf } from '../../../test/pdf';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/campos', () => {
  let t: TestApp;
  let admin: string;
  let jefe: string;
  let operario: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, jefe, operario } = await t.roleTokens());
  });
  afterAll(() => t.close());

  const list = async () => (await t.get<Campo[]>('/api/campos', { token: operario })).body;
  const machine = async (value: string) => (await list()).find((c) => c.name === 'maquina' && c.value === value)!;

  describe('GET /api/campos', () => {
    it('gives every logged-in user the seeded options sorted by name then value', async () => {
      for (const token of [admin, jefe, operario]) expect((await t.get('/api/campos', { token })).status).toBe(200);
      const campos = await list();
      expect(campos).toHaveLength(SEED_CAMPOS.length);
      const keys = campos.map((c) => [c.name, c.value]);
      const sorted = [...keys].sort(([n1, v1], [n2, v2]) => (n1 === n2 ? (v1 < v2 ? -1 : v1 > v2 ? 1 : 0) : n1 < n2 ? -1 : 1));
      expect(campos.map((c) => c.name)).toEqual(sorted.map(([n]) => n));
      // Same name: values ascending (compare only ASCII-prefixed ones to stay collation independent).
      const equipos = campos.filter((c) => c.name === 'equipo').map((c) => c.value);
      expect(equipos.indexOf('Calandrado')).toBeLessThan(equipos.indexOf('Laminadora'));
      expect(campos[0]).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        value: expect.any(String),
        parteMaquina: expect.any(Array),
        equipo: null,
      });
      expect(new Set(campos.map((c) => c.name))).toEqual(new Set(CAMPO_NAMES));
      expect(campos.filter((c) => c.name === 'riesgoInicial').map((c) => c.value)).toContain('MO: MODERADO');
      expect((await machine('Calandra 1')).parteMaquina.length).toBeGreaterThanOrEqual(3);
    });

    it('needs a token', async () => {
      expect(await t.get('/api/campos')).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
    });
  });

  describe('POST /api/campos', () => {
    it('creates an option (201) that shows up in the list', async () => {
      const res = await t.post<Campo>('/api/campos', { name: 'equipo', value: '  Prensas ' }, { token: admin });
      expect(res).toMatchObject({ status: 201, body: { _id: expect.any(String), name: 'equipo', value: 'Prensas', parteMaquina: [] } });
      expect((await list()).some((c) => c._id === res.body._id)).toBe(true);
    });

    it.each([
      [{ name: 'equipo', value: '' }, MSG.campoValorRequerido],
      [{ name: 'equipo', value: '   ' }, MSG.campoValorRequerido],
      [{ name: 'color', value: 'Roja' }, MSG.campoNombreInvalido],
      [{ value: 'x' }, MSG.campoNombreInvalido],
      [{ name: 'equipo', value: 'Calandrado' }, MSG.campoDuplicado],
    ])('refuses %o with 400 and its message', async (body, msg) => {
      expect(await t.post('/api/campos', body, { token: admin })).toMatchObject({ status: 400, body: { msg } });
    });

    it('allows the same value under another name', async () => {
      expect((await t.post('/api/campos', { name: 'maquina', value: 'Calandrado' }, { token: admin })).status).toBe(201);
    });

    it('does not store unknown fields', async () => {
      const res = await t.post<Campo>('/api/campos', { name: 'tipo', value: 'R - Riesgo químico', parteMaquina: ['colada'], extra: 1 }, { token: admin });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ _id: expect.any(String), name: 'tipo', value: 'R - Riesgo químico', parteMaquina: [], equipo: null });
      expect((await list()).find((c) => c._id === res.body._id)).toEqual(res.body);
    });

    it.each([
      ['Jefe de area', () => jefe],
      ['Operario', () => operario],
    ])('is refused to %s', async (_r, token) => {
      expect(await t.post('/api/campos', { name: 'equipo', value: 'Nuevo' }, { token: token() })).toMatchObject({ status: 403, body: { msg: MSG.sinPermiso } });
    });
  });

  describe('machine parts', () => {
    it('adds a part to a machine and returns the updated document', async () => {
      const m = await machine('Extrusora 2');
      const res = await t.post<Campo>('/api/campos/parteMaquina', { _id: m._id, name: 'Filtro' }, { token: admin });
      expect(res).toMatchObject({ status: 200, body: { _id: m._id, parteMaquina: [...m.parteMaquina, 'Filtro'] } });
      expect((await machine('Extrusora 2')).parteMaquina).toContain('Filtro');
    });

    it('refuses a duplicate part, an empty part, a part on a non-machine and unknown ids', async () => {
      const m = await machine('Banbury 1');
      const equipo = (await list()).find((c) => c.name === 'equipo')!;
      expect(await t.post('/api/campos/parteMaquina', { _id: m._id, name: m.parteMaquina[0] }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.parteDuplicada },
      });
      expect(await t.post('/api/campos/parteMaquina', { _id: m._id, name: ' ' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.parteRequerida },
      });
      expect(await t.post('/api/campos/parteMaquina', { _id: equipo._id, name: 'Rodillo' }, { token: admin })).toMatchObject({
        status: 400,
        body: { msg: MSG.noEsMaquina },
      });
      expect(await t.post('/api/campos/parteMaquina', { _id: UNKNOWN_ID, name: 'Rodillo' }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.campoNoEncontrado },
      });
      expect(await t.post('/api/campos/parteMaquina', { _id: 'zzz', name: 'Rodillo' }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.campoNoEncontrado },
      });
      expect(await t.post('/api/campos/parteMaquina', { name: 'Rodillo' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.idRequerido } });
      expect((await machine('Banbury 1')).parteMaquina).toEqual(m.parteMaquina);
    });

    it('deletes a part, and refuses a part that is not there', async () => {
      const m = await machine('Caldera');
      const [first, ...rest] = m.parteMaquina;
      const res = await t.post<Campo>('/api/campos/parteMaquinaDelete', { _id: m._id, name: first }, { token: admin });
      expect(res).toMatchObject({ status: 200, body: { _id: m._id, parteMaquina: rest } });
      expect(await t.post('/api/campos/parteMaquinaDelete', { _id: m._id, name: first }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.parteNoEncontrada },
      });
      expect(await t.post('/api/campos/parteMaquinaDelete', { _id: UNKNOWN_ID, name: first }, { token: admin })).toMatchObject({
        status: 404,
        body: { msg: MSG.campoNoEncontrado },
      });
    });

    it('is refused to non-admins', async () => {
      const m = await machine('Compresor 2');
      expect((await t.post('/api/campos/parteMaquina', { _id: m._id, name: 'X' }, { token: jefe })).status).toBe(403);
      expect((await t.post('/api/campos/parteMaquinaDelete', { _id: m._id, name: m.parteMaquina[0] }, { token: operario })).status).toBe(403);
      expect((await machine('Compresor 2')).parteMaquina).toEqual(m.parteMaquina);
    });
  });

  describe("a machine's Equipo autónomo (POST /api/campos/equipoMaquina)", () => {
    const equipoMaquina = (token: string, body: Record<string, unknown>) => t.post<Campo>('/api/campos/equipoMaquina', body, { token });

    it('comes seeded for the demo machines and is set, audited and cleared by an Admin', async () => {
      expect(await machine('Calandra 1')).toMatchObject({ equipo: 'Calandrado' });
      const m = await machine('Laminadora 3');
      expect(await equipoMaquina(admin, { _id: m._id, equipo: 'Mantenimiento Central' })).toMatchObject({
        status: 200,
        body: { _id: m._id, equipo: 'Mantenimiento Central' },
      });
      expect(await machine('Laminadora 3')).toMatchObject({ equipo: 'Mantenimiento Central', parteMaquina: m.parteMaquina });
      const trail = (await t.get<AuditoriaPagina>(`/api/auditoria?entidad=campo&entidadId=${m._id}`, { token: admin })).body.items;
      expect(trail[0]).toMatchObject({ accion: 'asignar_equipo', cambios: [{ campo: 'equipo', antes: m.equipo, despues: 'Mantenimiento Central' }] });
      expect(await equipoMaquina(admin, { _id: m._id, equipo: '' })).toMatchObject({ status: 200, body: { equipo: null } });
      expect(await equipoMaquina(admin, { _id: m._id, equipo: null })).toMatchObject({ status: 200, body: { equipo: null } });
    });

    it('refuses an equipo that is not configured, a non-machine, unknown ids and non-admins, changing nothing', async () => {
      const m = await machine('Banbury 1');
      const equipo = (await list()).find((c) => c.name === 'equipo')!;
      expect(await equipoMaquina(admin, { _id: m._id, equipo: 'Nadie' })).toMatchObject({ status: 400, body: { msg: MSG.equipoNoConfigurado } });
      expect(await equipoMaquina(admin, { _id: m._id, equipo: 7 })).toMatchObject({ status: 400, body: { msg: MSG.equipoNoConfigurado } });
      expect(await equipoMaquina(admin, { _id: equipo._id, equipo: equipo.value })).toMatchObject({ status: 400, body: { msg: MSG.equipoSoloMaquina } });
      expect(await equipoMaquina(admin, { _id: UNKNOWN_ID, equipo: equipo.value })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
      expect(await equipoMaquina(admin, { _id: 'zzz', equipo: equipo.value })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
      expect((await equipoMaquina(jefe, { _id: m._id, equipo: equipo.value })).status).toBe(403);
      expect((await equipoMaquina(operario, { _id: m._id, equipo: equipo.value })).status).toBe(403);
      expect(await machine('Banbury 1')).toEqual(m);
    });

    it("is no machine's equipo any more once the equipo is deleted", async () => {
      const nuevo = (await t.post<Campo>('/api/campos', { name: 'equipo', value: 'Equipo efímero' }, { token: admin })).body;
      const m = await machine('Compresor 2');
      expect(await equipoMaquina(admin, { _id: m._id, equipo: nuevo.value })).toMatchObject({ status: 200, body: { equipo: 'Equipo efímero' } });
      expect((await t.delete(`/api/campos/${nuevo._id}`, { token: admin })).status).toBe(200);
      expect(await machine('Compresor 2')).toMatchObject({ equipo: null });
    });
  });

  describe('DELETE /api/campos/:id', () => {
    it('deletes an option', async () => {
      const created = (await t.post<Campo>('/api/campos', { name: 'riesgoFinal', value: 'Temporal' }, { token: admin })).body;
      expect((await t.delete(`/api/campos/${created._id}`, { token: jefe })).status).toBe(403);
      expect(await t.delete(`/api/campos/${created._id}`, { token: admin })).toMatchObject({ status: 200, body: { success: true } });
      expect((await list()).some((c) => c._id === created._id)).toBe(false);
    });

    it.each([UNKNOWN_ID, 'no-es-uuid'])('answers 404 { msg } for id %s', async (id) => {
      expect(await t.delete(`/api/campos/${id}`, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
    });
  });

  describe('GET /api/campos/etiquetas (QR labels)', () => {
    /** The request carries a forged Host: links come from the configuration only. */
    const etiquetas = async (query: string, token = admin) => {
      const res = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: `/api/campos/etiquetas${query}`, headers: { authorization: `Bearer ${token}`, host: 'attacker.example' } });
      return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, json: () => res.json() as { msg: string } };
    };
    const maquinaConPartes = async (value: string, partes: string[]) => {
      const m = (await t.post<Campo>('/api/campos', { name: 'maquina', value }, { token: admin })).body;
      for (const name of partes) expect((await t.post('/api/campos/parteMaquina', { _id: m._id, name }, { token: admin })).status).toBe(200);
      return m;
    };

    it("answers a machine's labels as EtiquetasQR.pdf: its own, then one per part, each linking the add form", async () => {
      const partes = ['Rodillo #1', 'Motor & reductor ñ/2'];
      const m = await maquinaConPartes('Prensa Ñ ✓ 50%', partes);
      const res = await etiquetas(`?maquina=${m._id}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${ETIQUETAS_QR_FILE_NAME}"`);
      expect(res.pdf.subarray(0, 4).toString()).toBe('%PDF');
      expect(contarPaginas(res.pdf)).toBe(1);
      const [pagina] = await leerPdf(res.pdf);
      // No PUBLIC_URL: the configured listen address, never the request's Host.
      const origin = 'http://localhost:3000';
      expect(pagina.enlaces).toEqual([urlEtiquetaMaquina(origin, m._id), ...partes.map((p) => urlEtiquetaMaquina(origin, m._id, p))]);
      expect(pagina.enlaces[2]).toBe(`${origin}/agregartarjeta?maquina=${m._id}&parte=Motor+%26+reductor+%C3%B1%2F2`);
      const texto = pagina.textos.join('\n');
      for (const t of ['Prensa Ñ ✓ 50%', ...partes]) expect(texto).toContain(t);
      expect(pagina.textos.filter((t) => t === 'Portal de Mejora Continua')).toHaveLength(3);

      const sinPartes = await leerPdf((await etiquetas(`?maquina=${m._id}&partes=false`)).pdf);
      expect(sinPartes.flatMap((p) => p.enlaces)).toEqual([urlEtiquetaMaquina(origin, m._id)]);
    });

    it('links to PUBLIC_URL when the portal has one', async () => {
      const m = await maquinaConPartes('Prensa pública', ['Cabezal']);
      const config = t.app.get<AppConfig>(APP_CONFIG);
      config.publicUrl = 'https://portal.example.com';
      try {
        const [pagina] = await leerPdf((await etiquetas(`?maquina=${m._id}`)).pdf);
        expect(pagina.enlaces).toEqual([
          `https://portal.example.com/agregartarjeta?maquina=${m._id}`,
          `https://portal.example.com/agregartarjeta?maquina=${m._id}&parte=Cabezal`,
        ]);
      } finally {
        config.publicUrl = undefined;
      }
    });

    it('prints the chosen machines by name (an id given twice once), and every machine without ?maquina=', async () => {
      const b = await maquinaConPartes('Zeta etiquetas', []);
      const a = await maquinaConPartes('Alfa etiquetas', ['P1']);
      const elegidas = await leerPdf((await etiquetas(`?maquina=${b._id}&maquina=${a._id}&maquina=${b._id.toUpperCase()}`)).pdf);
      expect(elegidas.flatMap((p) => p.enlaces).map((u) => new URL(u).search)).toEqual([
        `?maquina=${a._id}`,
        `?maquina=${a._id}&parte=P1`,
        `?maquina=${b._id}`,
      ]);

      const maquinas = (await list()).filter((c) => c.name === 'maquina');
      const total = maquinas.reduce((n, m) => n + 1 + m.parteMaquina.length, 0);
      const todas = await etiquetas('');
      expect(todas.status).toBe(200);
      expect(contarPaginas(todas.pdf)).toBe(Math.ceil(total / 10));
      const enlaces = (await leerPdf(todas.pdf)).flatMap((p) => p.enlaces);
      expect(enlaces).toHaveLength(total);
      expect(new Set(enlaces.map((u) => new URL(u).searchParams.get('maquina')))).toEqual(new Set(maquinas.map((m) => m._id)));
      expect(contarPaginas((await etiquetas('?partes=false')).pdf)).toBe(Math.ceil(maquinas.length / 10));
    });

    it('answers 404 for an unknown, deleted or non-machine id and 400 for a malformed one or partes', async () => {
      const borrada = (await t.post<Campo>('/api/campos', { name: 'maquina', value: 'Máquina borrada' }, { token: admin })).body;
      expect((await t.delete(`/api/campos/${borrada._id}`, { token: admin })).status).toBe(200);
      const equipo = (await list()).find((c) => c.name === 'equipo')!;
      const real = await machine('Calandra 1');
      for (const query of [`?maquina=${UNKNOWN_ID}`, `?maquina=${borrada._id}`, `?maquina=${equipo._id}`, `?maquina=${real._id}&maquina=${UNKNOWN_ID}`]) {
        const res = await etiquetas(query);
        expect([res.status, res.json()], query).toEqual([404, { msg: MSG.etiquetaMaquinaNoEncontrada }]);
      }
      for (const [query, msg] of [
        ['?maquina=zzz', MSG.etiquetaMaquinaInvalida],
        [`?maquina=${real._id}&maquina=1`, MSG.etiquetaMaquinaInvalida],
        ['?maquina=', MSG.etiquetaMaquinaInvalida],
        ['?partes=si', MSG.etiquetaPartesInvalido],
      ]) {
        const res = await etiquetas(query);
        expect([res.status, res.json()], query).toEqual([400, { msg }]);
      }
    });

    it('is for Admins only', async () => {
      const m = await machine('Calandra 1');
      for (const token of [jefe, operario]) expect((await etiquetas(`?maquina=${m._id}`, token)).json()).toEqual({ msg: MSG.sinPermiso });
      expect((await etiquetas(`?maquina=${m._id}`, jefe)).status).toBe(403);
      expect(await t.get(`/api/campos/etiquetas?maquina=${m._id}`)).toMatchObject({ status: 401, body: { msg: MSG.noAutenticado } });
    });
  });
});
