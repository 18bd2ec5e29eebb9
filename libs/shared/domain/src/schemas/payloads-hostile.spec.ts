import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '../lib/messages';
import { auditoriaQuerySchema } from './auditoria';
import { loginSchema } from './auth';
import { crearCampoSchema, parteMaquinaSchema } from './campos';
import { INT4_MAX } from './integers';
import { parsePayload } from './parse';
import {
  agregarImagenSchema,
  cerrarTarjetaAmarillaSchema,
  cerrarTarjetaSchema,
  crearTarjetaAmarillaSchema,
  crearTarjetaSchema,
  editarTarjetaAmarillaSchema,
  editarTarjetaSchema,
  filtroPresetSchema,
  filtroSeleccionSchema,
  planificacionSchema,
  tarjetasGruposQuerySchema,
  tarjetasQuerySchema,
} from './tarjetas';
import { cambiarRolSchema, registerUserSchema } from './users';

const ID = '6f1c2b1e-8d3a-4c5e-9b7a-2f4e6d8c0a1b';
const tarjeta = {
  descripcion: 'Pérdida de aceite',
  sugerencia: 'Cambiar retén',
  reparacion: 'Con maquina parada',
  color: 'Roja',
  detecto: 'Carla',
  prioridad: 'Alta',
  familia: '1 - Pequeñas Deficiencia',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  equipo: 'Calandrado',
  riesgoInicial: 'MO: MODERADO',
  tipodeRiesgo: 'R - Riesgo mecánico',
};
const cierre = { _id: ID, responsable: 'Jorge', tareaRealizada: 'Cambio', tipoAccion: 'Eliminar', riesgoFinal: 'NS: NO SIGNIFICATIVO', causa: 'Desgaste' };

/** A valid example of every payload and query schema the API reads. */
const EXAMPLES: [string, z.ZodType, Record<string, unknown>][] = [
  ['login', loginSchema, { email: '1000', password: '100000' }],
  ['registerUser', registerUserSchema, { email: '1234', name: 'Ana', password: '123456', role: 'Operario' }],
  ['cambiarRol', cambiarRolSchema, { _id: ID, rol: 'Admin' }],
  ['crearCampo', crearCampoSchema, { name: 'equipo', value: 'Laminado' }],
  ['parteMaquina', parteMaquinaSchema, { _id: ID, name: 'Rodillo' }],
  ['crearTarjeta', crearTarjetaSchema, tarjeta],
  ['crearTarjetaAmarilla', crearTarjetaAmarillaSchema, { ...tarjeta, color: 'Amarilla', familia: '8 - Actos Inseguros' }],
  [
    'planificacion',
    planificacionSchema,
    {
      _id: ID,
      previstaCierre: '2026-12-01',
      responsableSeguimiento: 'Ana',
      recursos: 'Grúa',
      materiales: 'M',
      solicitudCompras: '2026-11-01',
      comprometidaCompras: '2026-11-15',
      tareaRealizar: 'T',
      responsableTarea: 'R',
      comentario1: 'a',
      comentario2: 'b',
      comentario3: 'c',
    },
  ],
  ['cerrar', cerrarTarjetaSchema, { ...cierre, inicioReparacion: '2026-03-10T10:00Z', finReparacion: '2026-03-10T12:00Z', materialUtilizado: 'Retén' }],
  ['cerrarAmarilla', cerrarTarjetaAmarillaSchema, { ...cierre, finReparacion: '2026-03-10T12:00Z', accionesComplementarias: 'Señalizar' }],
  [
    'editar',
    editarTarjetaSchema,
    {
      _id: ID,
      descripcion: 'D',
      detecto: 'X',
      maquina: 'M',
      parteMaquina: 'P',
      equipo: 'E',
      riesgoInicial: 'R',
      tipodeRiesgo: 'T',
      responsable: 'J',
      tareaRealizada: 'T',
      riesgoFinal: 'R',
      causa: 'C',
      materialUtilizado: 'M',
    },
  ],
  ['editarAmarilla', editarTarjetaAmarillaSchema, { _id: ID, descripcion: 'D', sugerencia: 'S', accionesComplementarias: 'A' }],
  ['agregarImagen', agregarImagenSchema, { _id: ID, imagenUrl: 'http://localhost/uploads/x.png' }],
  ['filtroSeleccion', filtroSeleccionSchema, { selectedOption: ['numero'], filtros: { equipo: ['Calandrado'], descripcion: ['x'] } }],
  ['filtroPreset', filtroPresetSchema, { nombre: 'Mías', selectedOption: ['numero'], equipo: ['Calandrado'] }],
  ['tarjetasQuery', tarjetasQuerySchema, { q: 'aceite', equipo: 'Calandrado', numero: '7', page: '1' }],
  ['tarjetasGruposQuery', tarjetasGruposQuerySchema, { por: 'color', q: 'aceite', equipo: 'Calandrado' }],
  ['auditoriaQuery', auditoriaQuerySchema, { entidad: 'tarjeta', entidadId: 'abc', desde: '2026-01-01', hasta: '2026-02-01', page: '0' }],
];

/** Every path to a string in the example. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}
function setAt(value: unknown, path: (string | number)[], leaf: (s: string) => string): unknown {
  if (!path.length) return leaf(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = setAt(copy[path[0]], path.slice(1), leaf);
  return copy;
}

describe.each(EXAMPLES)('%s', (_name, schema, example) => {
  it('accepts its example', () => {
    expect(parsePayload(schema, example)).toMatchObject({ ok: true });
  });

  it.each(['\u0000', '\u0007', '\uD800'])('refuses %j in every text, with textoCaracteresInvalidos in free text', (bad) => {
    for (const path of stringPaths(example)) {
      const label = path.join('.');
      expect(
        parsePayload(
          schema,
          setAt(example, path, (s) => `${s}${bad}`),
        ),
        label,
      ).toMatchObject({ ok: false });
      const freeText = parsePayload(
        schema,
        setAt(example, path, (s) => `${s} x`),
      ).ok;
      if (freeText)
        expect(
          parsePayload(
            schema,
            setAt(example, path, (s) => `${bad}${s}`),
          ),
          label,
        ).toEqual({ ok: false, msg: MSG.textoCaracteresInvalidos });
    }
  });
});

describe('dates in payloads', () => {
  const plan = { _id: ID, previstaCierre: '2026-12-01', responsableSeguimiento: 'Ana' };
  it.each([
    ['2026-02-30', MSG.fechaInvalida],
    ['2099-02-29', MSG.fechaInvalida],
    ['2026-02-30T10:00:00Z', MSG.fechaInvalida],
    ['0000-01-01', MSG.fechaAnteriorAlMinimo],
  ])('planning refuses %s', (fecha, msg) => {
    for (const campo of ['previstaCierre', 'solicitudCompras', 'comprometidaCompras']) {
      expect(parsePayload(planificacionSchema, { ...plan, [campo]: fecha }), campo).toEqual({ ok: false, msg });
    }
  });

  const close = { ...cierre, inicioReparacion: '2026-03-10T10:00Z', finReparacion: '2026-03-10T12:00Z', materialUtilizado: 'Retén' };
  it.each([
    ['2026-02-30T10:00', MSG.fechaHoraInvalida],
    ['2099-02-29T10:00', MSG.fechaHoraInvalida],
    ['0000-01-01T00:00', MSG.fechaAnteriorAlMinimo],
  ])('closing refuses %s', (fecha, msg) => {
    expect(parsePayload(cerrarTarjetaSchema, { ...close, inicioReparacion: fecha })).toEqual({ ok: false, msg });
    expect(parsePayload(cerrarTarjetaSchema, { ...close, finReparacion: fecha })).toEqual({ ok: false, msg });
    expect(parsePayload(cerrarTarjetaAmarillaSchema, { ...close, accionesComplementarias: 'A', finReparacion: fecha })).toEqual({ ok: false, msg });
  });
});

describe('numbers in payloads', () => {
  it.each([String(INT4_MAX + 1), '1e30', '99999999999999999999', '-1', '1.5'])('list query refuses numero and page %s', (n) => {
    expect(parsePayload(tarjetasQuerySchema, { numero: n })).toEqual({ ok: false, msg: MSG.consultaInvalida });
    expect(parsePayload(tarjetasQuerySchema, { page: n })).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
  it('list query keeps numero and page within int4, and a numeric q as text', () => {
    expect(parsePayload(tarjetasQuerySchema, { numero: String(INT4_MAX), page: String(INT4_MAX), q: '2147483648' })).toEqual({
      ok: true,
      data: { numero: INT4_MAX, page: INT4_MAX, q: '2147483648' },
    });
    expect(parsePayload(tarjetasQuerySchema, { pageSize: '0' })).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
  it.each([INT4_MAX + 1, 1e30, -1, 0.5, '1'])('consulta refuses page %s', (page) => {
    expect(parsePayload(filtroSeleccionSchema, { page })).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
});
