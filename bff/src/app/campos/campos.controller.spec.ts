import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPO_NAMES, MSG, type Campo } from '@portal/shared/domain';
import { SEED_CAMPOS } from '../../db/seed/campos';
import { startTestApp, type TestApp } from '../../../test/test-app';

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
      expect(campos[0]).toEqual({ _id: expect.any(String), name: expect.any(String), value: expect.any(String), parteMaquina: expect.any(Array) });
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
      expect(res.body).toEqual({ _id: expect.any(String), name: 'tipo', value: 'R - Riesgo químico', parteMaquina: [] });
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
      expect(await t.post('/api/campos/parteMaquina', { _id: m._id, name: m.parteMaquina[0] }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.parteDuplicada } });
      expect(await t.post('/api/campos/parteMaquina', { _id: m._id, name: ' ' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.parteRequerida } });
      expect(await t.post('/api/campos/parteMaquina', { _id: equipo._id, name: 'Rodillo' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.noEsMaquina } });
      expect(await t.post('/api/campos/parteMaquina', { _id: UNKNOWN_ID, name: 'Rodillo' }, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
      expect(await t.post('/api/campos/parteMaquina', { _id: 'zzz', name: 'Rodillo' }, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
      expect(await t.post('/api/campos/parteMaquina', { name: 'Rodillo' }, { token: admin })).toMatchObject({ status: 400, body: { msg: MSG.idRequerido } });
      expect((await machine('Banbury 1')).parteMaquina).toEqual(m.parteMaquina);
    });

    it('deletes a part, and refuses a part that is not there', async () => {
      const m = await machine('Caldera');
      const [first, ...rest] = m.parteMaquina;
      const res = await t.post<Campo>('/api/campos/parteMaquinaDelete', { _id: m._id, name: first }, { token: admin });
      expect(res).toMatchObject({ status: 200, body: { _id: m._id, parteMaquina: rest } });
      expect(await t.post('/api/campos/parteMaquinaDelete', { _id: m._id, name: first }, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.parteNoEncontrada } });
      expect(await t.post('/api/campos/parteMaquinaDelete', { _id: UNKNOWN_ID, name: first }, { token: admin })).toMatchObject({ status: 404, body: { msg: MSG.campoNoEncontrado } });
    });

    it('is refused to non-admins', async () => {
      const m = await machine('Compresor 2');
      expect((await t.post('/api/campos/parteMaquina', { _id: m._id, name: 'X' }, { token: jefe })).status).toBe(403);
      expect((await t.post('/api/campos/parteMaquinaDelete', { _id: m._id, name: m.parteMaquina[0] }, { token: operario })).status).toBe(403);
      expect((await machine('Compresor 2')).parteMaquina).toEqual(m.parteMaquina);
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
});
