import { describe, expect, it } from 'vitest';
import { MSG } from '../lib/messages';
import { parsePayload } from './parse';
import {
  agregarImagenSchema,
  cerrarTarjetaAmarillaSchema,
  cerrarTarjetaSchema,
  crearTarjetaAmarillaSchema,
  crearTarjetaSchema,
  editarTarjetaSchema,
  filtroPresetSchema,
  filtroSeleccionSchema,
  planificacionSchema,
  tarjetasQuerySchema,
} from './tarjetas';

const ID = '6f1c2b1e-8d3a-4c5e-9b7a-2f4e6d8c0a1b';
const roja = {
  numero: 99,
  descripcion: ' Pérdida de aceite ',
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

describe('crearTarjetaSchema', () => {
  it('accepts a red card, trims text and drops numero', () => {
    const r = parsePayload(crearTarjetaSchema, roja);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.data.descripcion).toBe('Pérdida de aceite');
      expect('numero' in r.data).toBe(false);
    }
  });
  it.each([
    [{ detecto: '' }, MSG.detectoRequerido],
    [{ detecto: 'Seleccionar' }, MSG.detectoRequerido],
    [{ descripcion: '  ' }, MSG.descripcionRequerida],
    [{ maquina: undefined }, MSG.maquinaRequerida],
    [{ parteMaquina: '' }, MSG.parteMaquinaRequerida],
    [{ equipo: '' }, MSG.equipoRequerido],
    [{ riesgoInicial: '' }, MSG.riesgoInicialRequerido],
    [{ tipodeRiesgo: '' }, MSG.tipodeRiesgoRequerido],
    [{ prioridad: 'Urgente' }, MSG.prioridadInvalida],
    [{ reparacion: 'A veces' }, MSG.reparacionInvalida],
    [{ color: 'Negra' }, MSG.colorInvalido],
    [{ color: 'Amarilla' }, MSG.colorNoAmarilla],
    [{ familia: '8 - Actos Inseguros' }, MSG.familiaInvalida],
    [{ sustoExperimentado: true }, MSG.camposSoloAmarilla],
    [{ familia: '' }, MSG.familiaRequerida],
    [{ familia: 'Seleccionar' }, MSG.familiaRequerida],
    [{ familia: undefined }, MSG.familiaRequerida],
    [{ prioridad: '' }, MSG.prioridadRequerida],
    [{ reparacion: '' }, MSG.reparacionRequerida],
    [{ color: '' }, MSG.colorRequerido],
    [{ color: undefined }, MSG.colorRequerido],
  ])('refuses %o', (patch, msg) => {
    expect(parsePayload(crearTarjetaSchema, { ...roja, ...patch })).toEqual({ ok: false, msg });
  });

  it('reports every empty field in one pass, each saying it is required', () => {
    const vacia = {
      color: '',
      maquina: '',
      riesgoInicial: '',
      detecto: '',
      descripcion: '',
      sugerencia: '',
      reparacion: '',
      parteMaquina: '',
      equipo: '',
      familia: '',
      tipodeRiesgo: '',
      prioridad: '',
    };
    const r = crearTarjetaSchema.safeParse(vacia);
    const mensajes = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(mensajes).toEqual({
      color: MSG.colorRequerido,
      maquina: MSG.maquinaRequerida,
      riesgoInicial: MSG.riesgoInicialRequerido,
      detecto: MSG.detectoRequerido,
      descripcion: MSG.descripcionRequerida,
      reparacion: MSG.reparacionRequerida,
      parteMaquina: MSG.parteMaquinaRequerida,
      equipo: MSG.equipoRequerido,
      familia: MSG.familiaRequerida,
      tipodeRiesgo: MSG.tipodeRiesgoRequerido,
      prioridad: MSG.prioridadRequerida,
    });
    expect(Object.values(mensajes)).not.toContain(MSG.familiaInvalida);
  });
});

describe('crearTarjetaAmarillaSchema', () => {
  const amarilla = { ...roja, color: 'Amarilla', familia: '8 - Actos Inseguros', sustoObservado: true };
  it('accepts a yellow card with its checkboxes', () => {
    const r = parsePayload(crearTarjetaAmarillaSchema, amarilla);
    expect(r.ok && r.data).toMatchObject({ color: 'Amarilla', sustoObservado: true, sustoExperimentado: false, impactoAmbiente: false });
  });
  it('refuses another colour, a non-yellow family and a string boolean', () => {
    expect(parsePayload(crearTarjetaAmarillaSchema, { ...amarilla, color: 'Roja' })).toEqual({ ok: false, msg: MSG.colorSoloAmarilla });
    expect(parsePayload(crearTarjetaAmarillaSchema, { ...amarilla, familia: '7 - Lugares Inseguros' })).toEqual({ ok: false, msg: MSG.familiaInvalida });
    expect(parsePayload(crearTarjetaAmarillaSchema, { ...amarilla, sustoObservado: 'false' }).ok).toBe(false);
  });
  it('says an empty family is required, not that it does not match the colour', () => {
    expect(parsePayload(crearTarjetaAmarillaSchema, { ...amarilla, familia: '' })).toEqual({ ok: false, msg: MSG.familiaRequerida });
  });
});

describe('cerrarTarjetaSchema', () => {
  const cierre = {
    _id: ID,
    inicioReparacion: '2026-03-10T10:00',
    finReparacion: '2026-03-10T12:30:00Z',
    responsable: 'Jorge',
    tiempoEmpleado: 999,
    causa: '.',
    tareaRealizada: 'Cambio de retén',
    tipoAccion: 'Eliminar',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
    materialUtilizado: 'Retén',
    convertida: true,
  };
  it('checks date-times, keeps them as written for the plant zone, and ignores tiempoEmpleado', () => {
    const r = parsePayload(cerrarTarjetaSchema, cierre);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.data).toMatchObject({ inicioReparacion: '2026-03-10T10:00', finReparacion: '2026-03-10T12:30:00Z' });
      expect('tiempoEmpleado' in r.data).toBe(false);
    }
  });
  it.each(['responsable', 'tareaRealizada', 'tipoAccion', 'riesgoFinal', 'materialUtilizado', 'inicioReparacion', 'finReparacion'])(
    'requires %s with the spec message',
    (field) => {
      expect(parsePayload(cerrarTarjetaSchema, { ...cierre, [field]: '' })).toEqual({ ok: false, msg: MSG.campoRequerido });
    },
  );
  it("checks the action type and the date format (their order is the service's: it needs the plant zone)", () => {
    expect(parsePayload(cerrarTarjetaSchema, { ...cierre, tipoAccion: 'Ignorar' })).toEqual({ ok: false, msg: MSG.tipoAccionInvalido });
    expect(parsePayload(cerrarTarjetaSchema, { ...cierre, inicioReparacion: 'ayer' })).toEqual({ ok: false, msg: MSG.fechaHoraInvalida });
  });
  it('yellow close requires every field, causa included', () => {
    const amarilla = {
      _id: ID,
      finReparacion: '2026-03-10T12:30:00Z',
      responsable: 'J',
      tareaRealizada: 'T',
      tipoAccion: 'Contener',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      accionesComplementarias: 'A',
      causa: 'C',
      verificacion: true,
    };
    expect(parsePayload(cerrarTarjetaAmarillaSchema, amarilla).ok).toBe(true);
    for (const f of ['causa', 'accionesComplementarias', 'responsable']) {
      expect(parsePayload(cerrarTarjetaAmarillaSchema, { ...amarilla, [f]: ' ' })).toEqual({ ok: false, msg: MSG.campoRequerido });
    }
  });
});

describe('other card payloads', () => {
  it('planning needs the planned date and the follow-up owner', () => {
    expect(parsePayload(planificacionSchema, { _id: ID, previstaCierre: '2026-04-01', responsableSeguimiento: 'Ana' })).toMatchObject({
      ok: true,
      data: { solicitudCompras: null, recursos: '' },
    });
    expect(parsePayload(planificacionSchema, { _id: ID, previstaCierre: '', responsableSeguimiento: 'Ana' })).toEqual({ ok: false, msg: MSG.campoRequerido });
    expect(parsePayload(planificacionSchema, { _id: ID, previstaCierre: '01/04/2026', responsableSeguimiento: 'Ana' })).toEqual({
      ok: false,
      msg: MSG.fechaInvalida,
    });
  });
  it('edit keeps the value on Seleccionar or absence', () => {
    const r = parsePayload(editarTarjetaSchema, { _id: ID, prioridad: 'Seleccionar', maquina: 'Caldera', tiempoEmpleado: '2.55' });
    expect(r).toEqual({ ok: true, data: expect.objectContaining({ _id: ID, maquina: 'Caldera', tiempoEmpleado: 2.6 }) });
    expect(r.ok && r.data.prioridad).toBeUndefined();
    expect(parsePayload(editarTarjetaSchema, { _id: ID, descripcion: '' })).toEqual({ ok: false, msg: MSG.descripcionRequerida });
  });
  it('image needs an upload URL: absolute http(s) or the relative /uploads/ path', () => {
    for (const imagenUrl of ['nope', '/otra/x.png', '/uploads/', '/uploads/a/b.png', 'javascript:alert(1)', 'ftp://x/y.png', 'https://', ' ']) {
      expect(parsePayload(agregarImagenSchema, { _id: ID, imagenUrl })).toEqual({ ok: false, msg: MSG.imagenUrlInvalida });
    }
    for (const imagenUrl of [
      '/uploads/0620e496-684b-4143-94ea-59844f280cbb.png',
      'https://portal.example.com/uploads/a.png',
      'https://res.cloudinary.com/c/image/upload/v1/portal/a.png',
    ]) {
      expect(parsePayload(agregarImagenSchema, { _id: ID, imagenUrl })).toEqual({ ok: true, data: { _id: ID, imagenUrl } });
    }
  });
  it('filter selection and presets', () => {
    expect(parsePayload(filtroSeleccionSchema, {})).toEqual({
      ok: true,
      data: { selectedOption: [], filtros: {}, alerta: false, qrcode: false, convertida: false, planificacion: false, page: 0, pageSize: 10 },
    });
    expect(parsePayload(filtroSeleccionSchema, { selectedOption: ['numero', 'nope'] })).toEqual({ ok: false, msg: MSG.columnaInvalida });
    expect(parsePayload(filtroPresetSchema, { nombre: ' ', selectedOption: [] })).toEqual({ ok: false, msg: MSG.filtroNombreRequerido });
    expect(parsePayload(filtroPresetSchema, { nombre: 'Rojas', selectedOption: ['numero'], color: ['Roja'] })).toMatchObject({
      ok: true,
      data: { nombre: 'Rojas', color: ['Roja'] },
    });
  });
  it("presets in the original client's shape: each column filter ONE string, '' = none", () => {
    const original = {
      nombre: 'Rojas de Calandrado',
      selectedOption: [
        { value: 'numero', label: 'Numero' },
        { value: 'color', label: 'Color' },
        { value: 'equipo', label: 'Equipo' },
      ],
      numero: '',
      color: 'Roja',
      equipo: 'Calandrado',
      prioridad: '',
      fecha: '',
      descripcion: '',
      estado: 'Abierta',
      maquina: '',
      detecto: '',
      familia: '',
      qrcode: false,
      alerta: true,
    };
    const parsed = parsePayload(filtroPresetSchema, original);
    expect(parsed).toEqual({
      ok: true,
      data: {
        nombre: 'Rojas de Calandrado',
        selectedOption: ['numero', 'color', 'equipo'],
        color: ['Roja'],
        equipo: ['Calandrado'],
        estado: ['Abierta'],
        alerta: true,
        qrcode: false,
        convertida: false,
        planificacion: false,
      },
    });
    // A cleared react-select sends null: no columns, no filter.
    expect(parsePayload(filtroPresetSchema, { nombre: 'Vacío', selectedOption: null, color: null })).toEqual({
      ok: true,
      data: { nombre: 'Vacío', selectedOption: [], alerta: false, qrcode: false, convertida: false, planificacion: false },
    });
    expect(parsePayload(filtroPresetSchema, { nombre: 'Malo', color: 5 })).toEqual({ ok: false, msg: MSG.consultaInvalida });
    expect(parsePayload(filtroPresetSchema, { nombre: 'Malo', color: '\u0000Roja' })).toEqual({ ok: false, msg: MSG.textoCaracteresInvalidos });
    expect(parsePayload(filtroPresetSchema, { nombre: 'Malo', color: ['Roja', 5] })).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
  it('list query coerces numbers and refuses bad values', () => {
    expect(parsePayload(tarjetasQuerySchema, { page: '2', pageSize: '-1', numero: '7' })).toEqual({ ok: true, data: { page: 2, pageSize: -1, numero: 7 } });
    expect(parsePayload(tarjetasQuerySchema, { pageSize: '500' })).toEqual({ ok: false, msg: MSG.consultaInvalida });
    expect(parsePayload(tarjetasQuerySchema, { sort: 'password' })).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
  it('list query: colour and equipo once or repeated, blank equipos dropped, sinValor columns', () => {
    expect(parsePayload(tarjetasQuerySchema, { color: 'Roja', equipo: ' Calandrado ' })).toEqual({
      ok: true,
      data: { color: ['Roja'], equipo: ['Calandrado'] },
    });
    expect(parsePayload(tarjetasQuerySchema, { color: ['Roja', 'Azul'], equipo: ['A', ' ', 'B'], sinValor: ['maquina', 'equipo'] })).toEqual({
      ok: true,
      data: { color: ['Roja', 'Azul'], equipo: ['A', 'B'], sinValor: ['maquina', 'equipo'] },
    });
    expect(parsePayload(tarjetasQuerySchema, { equipo: '' })).toEqual({ ok: true, data: { equipo: [] } });
    expect(parsePayload(tarjetasQuerySchema, { color: ['Roja', 'Negra'] })).toEqual({ ok: false, msg: MSG.colorInvalido });
    expect(parsePayload(tarjetasQuerySchema, { sinValor: 'descripcion' })).toEqual({ ok: false, msg: MSG.consultaInvalida });
    expect(parsePayload(tarjetasQuerySchema, { equipo: Array.from({ length: 101 }, (_, i) => `E${i}`) })).toEqual({ ok: false, msg: MSG.consultaInvalida });
  });
});
