import { randomUUID } from 'node:crypto';
import { plantillaAmDefecto, type Tarjeta } from '@portal/shared/domain';
import { kaizenBody, par, PLANIFICAR } from '../kaizen';
import { CIERRE_ROJA } from '../tarjetas';
import { AMARILLA, Fixtures, PNG, ROJA } from './fixtures';
import type { ResolvedExample } from './plans';

type Value<T> = T | ((f: Fixtures) => T | Promise<T>);
export type JsonObject = Record<string, unknown>;

/** A valid request to a route (sent as the Admin), which the fuzzer then mutates. */
export interface RouteExample {
  body?: Value<JsonObject>;
  query?: Value<Record<string, string>>;
  params?: Value<Record<string, string>>;
  /** A multipart upload instead of a JSON body. */
  file?: Value<{ field: string; filename: string; type: string; data: Buffer }>;
  /** Text fields sent before the file in the same multipart body (e.g. the import's `opciones`). */
  fields?: Value<Record<string, string>>;
  /**
   * The token to send instead of the Admin's (resolved after the body, so it may be the session the body's
   * fixture made): for a route that ends the caller's other sessions, such as the own pin change.
   */
  token?: (f: Fixtures) => string | Promise<string>;
  /** Request headers (e.g. a create's Idempotency-Key); the fuzzer keeps them while it mutates the rest. */
  headers?: Value<Record<string, string>>;
  /** The route answers its success with a redirect (302): the browser's trip to and from the identity provider. */
  redirige?: true;
  /** Tables a REFUSED request may still write (a failed login counts against the lockout and is audited). */
  refusedMayWrite?: readonly string[];
}

/** An example with its fresh data made (through the API, by `fixtures`' session). */
export async function resolveExample(example: RouteExample, fixtures: Fixtures): Promise<ResolvedExample> {
  const value = async <T>(v: Value<T> | undefined) => (typeof v === 'function' ? (v as (f: Fixtures) => T | Promise<T>)(fixtures) : v);
  const resolved: ResolvedExample = {
    body: await value(example.body),
    query: await value(example.query),
    params: await value(example.params),
    file: await value(example.file),
    fields: await value(example.fields),
    headers: await value(example.headers),
  };
  if (example.token) resolved.token = await example.token(fixtures);
  return resolved;
}

const IMPORT_CSV = Buffer.from(
  '"N°","Color","Equipo Autonomo","Prioridad","Fecha apertura","Descripción anomalia","Estado actual"\r\n' +
    '"9001","Roja","","Alta","2019-01-31T23:10:10.000Z","Pérdida de aceite","Abierta"\r\n' +
    '"9002","Azul","Equipo Nuevo","Medio","2019-02-01T10:00:00.000Z","Ruido","Cerrada"\r\n' +
    '"9002","Azul","Equipo Nuevo","Medio","2019-02-01T10:00:02.000Z","Ruido","Cerrada"\r\n',
);
/** Every kind of choice of issue 21 §3: a value mapped, a campo value mapped to a configured one, double submissions, renumbering. */
const IMPORT_OPCIONES = {
  opciones: JSON.stringify({
    valores: { prioridad: { Medio: 'Media' }, campos: { equipo: { 'Equipo Nuevo': { accion: 'mapear', a: 'Calandrado' } } } },
    enviosDobles: 'omitir',
    renumerarDuplicados: true,
  }),
};
const MINUTE = 60_000;
const after = (card: Tarjeta, minutes: number) => new Date(Date.parse(card.fecha) + minutes * MINUTE).toISOString();
const cierre = (card: Tarjeta) => ({
  _id: card._id,
  inicioReparacion: after(card, 1),
  finReparacion: after(card, 2),
  ...CIERRE_ROJA,
  convertida: true,
});
const cierreAmarilla = (card: Tarjeta) => ({
  _id: card._id,
  finReparacion: after(card, 2),
  responsable: 'Jorge Medina',
  tareaRealizada: 'Charla',
  tipoAccion: 'Contener',
  riesgoFinal: 'PS: POCO SIGNIFICATIVO',
  accionesComplementarias: 'Señalizar',
  causa: 'Apuro',
  convertida: false,
  verificacion: true,
});
const seleccion = { selectedOption: ['numero', 'equipo', 'fecha'], filtros: { color: ['Roja'], numero: ['1', '2'] }, alerta: true, page: 0, pageSize: 10 };

/**
 * One line per route: EVERY route of the app must have an entry (the suite fails otherwise), so a new
 * endpoint adds its valid example here. Functions get fresh data; the fuzzer reuses an example until a
 * request answers 2xx (which may have consumed it).
 */
export const EXAMPLES: Record<string, RouteExample> = {
  'GET /api/health': {},
  'GET /mf-remotes.json': {},
  'GET /api/docs': {},
  'GET /api/docs/openapi.json': {},
  'GET /api/auth/config': {},
  'POST /api/auth': { body: { email: '1000', password: '100000', planta: 'PP' }, refusedMayWrite: ['login_throttle', 'auditoria'] },
  'GET /api/auth/plantas': {},
  'GET /api/auth/sso': { query: { planta: 'PP' }, redirige: true },
  // A real sign-in's return: any change to it comes back to the login page with a reason, never a session or a 5xx.
  'GET /api/auth/sso/vuelta': { query: (f) => f.vueltaSso(), redirige: true },
  // A late code is taken before it is refused: used is used.
  'POST /api/auth/sso/canje': { body: async (f) => ({ codigo: await f.codigoSso() }), refusedMayWrite: ['sso_ingresos'] },
  'GET /api/auth/sso/salida': { redirige: true },
  'GET /api/sso/grupos': {},
  'POST /api/sso/grupos': { body: (f) => ({ grupo: f.unique('grupo'), role: 'Operario' }) },
  'DELETE /api/sso/grupos/:id': {
    params: async (f) => ({ id: (await f.grupoSso())._id }),
  },
  // The caller's own plant (their only one here): a fresh token there.
  'POST /api/auth/planta': { body: { planta: 1 } },
  'POST /api/auth/demo': {},
  'GET /api/auth/user': {},
  'POST /api/auth/pin': {
    body: async (f) => ({ pinActual: (await f.sesionNueva()).pin, pinNuevo: '975310', pinNuevoRepetido: '975310' }),
    token: (f) => f.ultimaSesion().token,
    refusedMayWrite: ['login_throttle', 'auditoria'],
  },
  'POST /api/auth/avisos': { body: { correo: 'laura.gomez@example.com', avisosCorreo: true } },
  'GET /api/users': {},
  'GET /api/users/nombres': {},
  'POST /api/users': { body: (f) => ({ email: f.legajo(), name: 'Nora Paz', password: '432100', role: 'Operario' }) },
  'POST /api/users/cambiarrol': { body: async (f) => ({ _id: (await f.user())._id, rol: 'Jefe de area' }) },
  'POST /api/users/nombre': { body: async (f) => ({ _id: (await f.user())._id, name: f.unique('Nombre nuevo') }) },
  'POST /api/users/:id/empresa': { params: async (f) => ({ id: (await f.user())._id }), body: { adminEmpresa: true } },
  'POST /api/users/:id/pin': { params: async (f) => ({ id: (await f.user())._id }), body: { pin: '864200' } },
  'DELETE /api/users/:id': { params: async (f) => ({ id: (await f.user())._id }) },
  'POST /api/users/correo': { body: async (f) => ({ _id: (await f.user())._id, correo: 'nora.paz@example.com' }) },
  'POST /api/users/equipo': { body: async (f) => ({ _id: (await f.user())._id, equipo: (await f.campo('equipo')).value }) },
  'POST /api/users/equipos-a-cargo': {
    body: async (f) => ({ _id: (await f.user('Jefe de area'))._id, equipos: [(await f.campo('equipo')).value, (await f.campo('equipo')).value] }),
  },
  'POST /api/users/hours': { body: async (f) => ({ _id: (await f.user())._id, quantity: 2.5, typeOf: 'Horas de actividades autonomas', date: '2026-01-15' }) },
  'GET /api/users/hours/entradas': { query: async (f) => ({ userId: (await f.user())._id, mes: '2026-01' }) },
  'GET /api/users/hours/mensual': { query: async (f) => ({ userId: (await f.user())._id, desde: '2025-11', hasta: '2026-02' }) },
  'GET /api/users/hours/todos': { query: { desde: '2025-11', hasta: '2026-02', tipo: 'Horas dadas de capacitacion', orden: 'total', dir: 'desc' } },
  'GET /api/users/hours/todos/excel': { query: { meses: '6', orden: 'legajo' } },
  'GET /api/users/hours/equipos': { query: { desde: '2025-11', hasta: '2026-02', tipo: 'Horas recibidas de capacitacion', orden: 'total', dir: 'asc' } },
  'GET /api/users/hours/equipos/excel': { query: { meses: '3' } },
  'PUT /api/users/hours/:id': {
    params: async (f) => ({ id: (await f.horas())._id }),
    body: { quantity: '3,5', typeOf: 'Horas recibidas de capacitacion', date: '2026-01-20' },
  },
  'DELETE /api/users/hours/:id': { params: async (f) => ({ id: (await f.horas())._id }) },
  'GET /api/campos': {},
  'POST /api/campos': { body: (f) => ({ name: 'equipo', value: f.unique('Laminado') }) },
  'POST /api/campos/parteMaquina': { body: async (f) => ({ _id: (await f.campo('maquina'))._id, name: f.unique('Rodillo') }) },
  'POST /api/campos/parteMaquinaDelete': { body: async (f) => (({ maquina, parte }) => ({ _id: maquina._id, name: parte }))(await f.maquinaConParte()) },
  'POST /api/campos/equipoMaquina': { body: async (f) => ({ _id: (await f.campo('maquina'))._id, equipo: (await f.campo('equipo')).value }) },
  'DELETE /api/campos/:id': { params: async (f) => ({ id: (await f.campo())._id }) },
  'GET /api/campos/etiquetas': { query: async (f) => ({ maquina: (await f.maquinaConParte()).maquina._id, partes: 'true' }) },
  'GET /api/detalle/:id': { params: async (f) => ({ id: (await f.card())._id }) },
  'GET /api/tarjetas': {
    query: {
      page: '0',
      pageSize: '10',
      sort: 'numero',
      order: 'asc',
      color: 'Roja',
      estado: 'Abierta',
      equipo: 'Calandrado',
      prioridad: 'Alta',
      numero: '1',
      maquina: 'Calandra 1',
      familia: '1 - Pequeñas Deficiencia',
      sinValor: 'familia',
      q: 'aceite',
    },
  },
  'GET /api/tarjetas/grupos': { query: { por: 'color', estado: 'Abierta', equipo: 'Calandrado', prioridad: 'Alta', sinValor: 'equipo', q: 'aceite' } },
  'GET /api/tarjetas/siguiente-numero': { query: { color: 'Roja' } },
  'GET /api/tarjetas/notificaciones': {},
  'GET /api/tarjetas/notificaciones/no-leidas': {},
  'POST /api/tarjetas/notificaciones/leidas': {},
  'GET /api/tarjetas/notificaciones/vencidas': { query: { limite: '100' } },
  'POST /api/tarjetas/notificaciones/vencidas/leidas': {},
  'GET /api/tarjetas/notificaciones/novedades': { query: { limite: '100' } },
  'POST /api/tarjetas/notificaciones/novedades/leidas': {},
  'GET /api/tarjetas/mis-reportes': { query: { page: '0', pageSize: '20' } },
  'POST /api/tarjetas/:id/novedades/leidas': { params: async (f) => ({ id: (await f.card())._id }) },
  'GET /api/bandeja': {},
  'GET /api/tarjetas/valores': { query: { columna: 'equipo' } },
  'GET /api/tarjetas/abiertas': { query: { maquina: 'Calandra 1', parteMaquina: 'Reductor' } },
  'GET /api/tarjetas/recientes': { query: { maquina: 'Calandra 1' } },
  'GET /api/tarjetas/:id': { params: async (f) => ({ id: (await f.card())._id }) },
  'GET /api/tarjetas/:id/historial': { params: async (f) => ({ id: (await f.card())._id }) },
  'GET /api/tarjetas/:id/comentarios': { params: async (f) => ({ id: (await f.comentario('tarjeta')).id }) },
  'POST /api/tarjetas/:id/comentarios': { params: async (f) => ({ id: (await f.card())._id }), body: { texto: 'Falta el repuesto.\nPedido a compras.' } },
  'DELETE /api/tarjetas/:id/comentarios/:comentarioId': { params: (f) => f.comentario('tarjeta') },
  'GET /api/tarjetaskaizen/:id/comentarios': { params: async (f) => ({ id: (await f.comentario('kaizen')).id }) },
  'POST /api/tarjetaskaizen/:id/comentarios': { params: async (f) => ({ id: (await f.kaizen())._id }), body: { texto: 'Medir la fuga una semana más' } },
  'DELETE /api/tarjetaskaizen/:id/comentarios/:comentarioId': { params: (f) => f.comentario('kaizen') },
  'GET /api/auditoria': { query: { entidad: 'tarjeta', entidadId: '', desde: '2026-01-01', hasta: '2036-12-31', page: '0', pageSize: '25' } },
  'GET /api/dashboard/reporte': { query: { equipo: 'Calandrado' } },
  // Issue 24 §2, as the seeded company Admin.
  'GET /api/dashboard/plantas': { query: { meses: '6' } },
  'GET /api/dashboard/plantas/excel': { query: { desde: '2026-01', hasta: '2026-06' } },
  'GET /api/dashboard/plantas/:id/reporte': { params: { id: '1' }, query: { equipo: 'Calandrado' } },
  // The fuzz app has a real SMTP server of its own (api-fuzz.spec.ts), so sending succeeds.
  'POST /api/reporte/enviar': {},
  'GET /api/auditoria/export': { query: { entidad: 'campo', desde: '2026-01-01' } },
  'POST /api/tarjetas': { body: async (f) => ({ ...ROJA, imagenUrl: await f.upload() }), headers: () => ({ 'idempotency-key': randomUUID() }) },
  'POST /api/tarjetas/amarilla': { body: AMARILLA, headers: () => ({ 'idempotency-key': randomUUID() }) },
  'POST /api/tarjetas/agregarplanificacion': {
    body: async (f) => ({
      _id: (await f.card())._id,
      previstaCierre: '2027-03-15',
      responsableSeguimiento: 'Ana',
      recursos: 'Grúa',
      materiales: 'Rodamiento',
      solicitudCompras: '2026-01-10',
      comprometidaCompras: null,
      tareaRealizar: 'Cambiar',
      responsableTarea: 'Luis',
      comentario1: 'a',
      comentario2: '',
      comentario3: 'c',
    }),
  },
  'POST /api/tarjetas/cerrar': { body: async (f) => ({ ...cierre(await f.card('Roja')), imagenDespuesUrl: await f.upload() }) },
  'POST /api/tarjetas/cerrar/amarilla': { body: async (f) => cierreAmarilla(await f.card('Amarilla')) },
  'POST /api/tarjetas/editar': {
    body: async (f) => ({ _id: (await f.card())._id, descripcion: 'Editada', prioridad: 'Media', maquina: 'Caldera', parteMaquina: 'Quemador' }),
  },
  'POST /api/tarjetas/editarAmarilla': {
    body: async (f) => ({ _id: (await f.card('Amarilla'))._id, sugerencia: 'Usar casco', familia: '8 - Actos Inseguros' }),
  },
  'POST /api/tarjetas/agregarimagen': { body: async (f) => ({ _id: (await f.card())._id, imagenUrl: await f.upload() }) },
  'POST /api/tarjetas/agregarimagenantes': { body: async (f) => ({ _id: (await f.card())._id, imagenUrl: await f.upload() }) },
  'POST /api/tarjetas/agregarimagendespues': { body: async (f) => ({ _id: (await f.card())._id, imagenUrl: await f.upload() }) },
  'POST /api/tarjetas/consulta': { body: seleccion },
  'POST /api/tarjetas/export': { body: seleccion },
  'DELETE /api/tarjetas/:id': { params: async (f) => ({ id: (await f.card())._id }) },
  'GET /api/dashboard/meses': {},
  'GET /api/dashboard/evolucion': {
    query: {
      desde: '2025-01',
      hasta: '2025-12',
      color: 'Roja',
      equipo: 'Calandrado',
      prioridad: 'Alta',
      maquina: 'Calandra 1',
      familia: '1 - Pequeñas Deficiencia',
    },
  },
  'GET /api/dashboard/autonomia': { query: { meses: '6', equipo: 'Calandrado' } },
  'GET /api/dashboard/riesgo': { query: { desde: '2025-01', hasta: '2025-12', equipo: 'Calandrado', familia: '1 - Pequeñas Deficiencia' } },
  'GET /api/dashboard/pareto': { query: { por: 'familia', color: 'Roja', equipo: 'Calandrado' } },
  'GET /api/dashboard/antiguedad': { query: { color: 'Roja', equipo: 'Calandrado' } },
  'GET /api/dashboard/mttr': { query: { meses: '12', equipo: 'Calandrado' } },
  'GET /api/dashboard/excel/:pestana': { params: { pestana: 'riesgo' }, query: { meses: '3', equipo: 'Calandrado' } },
  'GET /api/filters': {},
  // The original client's shape (one string per column, '' = no filter, as its single-selects send them) beside the
  // portal's (a list of values, a {value,label} column).
  'POST /api/filters': {
    body: (f) => ({
      nombre: f.unique('Preestablecido'),
      selectedOption: ['numero', { value: 'equipo', label: 'Equipo' }],
      numero: '',
      color: 'Roja',
      equipo: '',
      prioridad: ['Alta'],
      fecha: '',
      descripcion: '',
      estado: 'Abierta',
      maquina: '',
      detecto: '',
      familia: '',
      qrcode: false,
      alerta: true,
    }),
  },
  'POST /api/uploads': { file: { field: 'file', filename: 'foto.png', type: 'image/png', data: PNG } },
  'POST /api/importar/tarjetas/analizar': { file: { field: 'archivo', filename: 'tarjetas.csv', type: 'text/csv', data: IMPORT_CSV }, fields: IMPORT_OPCIONES },
  'POST /api/importar/tarjetas': { file: { field: 'archivo', filename: 'tarjetas.csv', type: 'text/csv', data: IMPORT_CSV }, fields: IMPORT_OPCIONES },
  'GET /api/importar/demo': {},
  // The first success removes the seed's data (the other examples make their own); later ones find nothing (200, zeros).
  'DELETE /api/importar/demo': {},
  'GET /api/tarjetaskaizen': {
    query: {
      page: '0',
      pageSize: '10',
      sort: 'estadoActual',
      order: 'asc',
      estado: 'Abierta',
      pilar: 'Mantenimiento autónomo',
      maquina: 'Calandra 1',
      q: 'QK',
    },
  },
  'GET /api/tarjetaskaizen/totales': { query: { estado: 'Cerrada', pilar: 'Calidad', maquina: 'Calandra 1', q: 'aceite' } },
  'GET /api/tarjetaskaizen/export': { query: { estado: 'Abierta', q: 'QK' } },
  'GET /api/tarjetaskaizen/de-tarjeta/:id': { params: async (f) => ({ id: (await f.kaizen()).preTarjeta[0]._id ?? '' }) },
  'GET /api/tarjetaskaizen/:id': { params: async (f) => ({ id: (await f.kaizen())._id }) },
  'GET /api/tarjetaskaizen/:id/recurrencia': { params: async (f) => ({ id: (await f.kaizen())._id }) },
  'GET /api/tarjetaskaizen/:id/historial': { params: async (f) => ({ id: (await f.kaizen())._id }) },
  'POST /api/tarjetaskaizen': { body: async (f) => kaizenBody([par(await f.card()), par(await f.card('Azul'))], { numero: 999 }) },
  'POST /api/tarjetaskaizen/tarjetasHacer': { body: async (f) => ({ _id: (await f.kaizen())._id, ...par(await f.card('Verde')) }) },
  'POST /api/tarjetaskaizen/cerrar': {
    body: async (f) => ({
      _id: (await f.kaizen())._id,
      implementacion: true,
      tarjetasHacer: [par(await f.card())],
      ...PLANIFICAR,
      costo: '$ 1.500,50',
      fechaFinalizacionMejora: null,
    }),
  },
  'POST /api/tarjetaskaizen/editarkaizen': {
    body: async (f) => ({
      _id: (await f.kaizen())._id,
      tema: 'Editado',
      pilar: 'Calidad',
      objetivoLogrado: 'Parcialmente',
      objetivoCompletado: 'Sí',
      beneficio: '2000',
      resultado: 'no se envía',
    }),
  },
  'DELETE /api/tarjetaskaizen/:id': { params: async (f) => ({ id: (await f.kaizen())._id }) },
  'GET /uploads/:file': { params: async (f) => ({ file: ((url) => url.slice(url.lastIndexOf('/') + 1))(await f.upload()) }) },
  'POST /api/tarjetaskaizen/agregarimagenfront': { body: async (f) => ({ _id: (await f.kaizen())._id, imagenUrl: await f.upload() }) },
  'POST /api/tarjetaskaizen/agregarimagenback': { body: async (f) => ({ _id: (await f.kaizen())._id, imagenUrl: await f.upload() }) },
  'GET /api/organigrama': {},
  'POST /api/organigrama': { body: async (f) => ({ titulo: 'Jefe de turno', parentId: (await f.nodo())._id, userId: null, nombre: 'Ana Gil' }) },
  'PATCH /api/organigrama/:id': {
    params: async (f) => ({ id: (await f.nodo())._id }),
    body: async (f) => ({ titulo: 'Jefe de planta', parentId: null, orden: 500, userId: (await f.user())._id, nombre: null }),
  },
  'DELETE /api/organigrama/:id': { params: async (f) => ({ id: (await f.nodo())._id }) },
  'GET /api/programa/equipos': {},
  'GET /api/programa/equipos/:id': { params: async (f) => ({ id: (await f.equipoAm())._id }) },
  'POST /api/programa/equipos/:id/inicio': {
    params: async (f) => ({ id: (await f.campo('equipo'))._id }),
    body: async (f) => ({ paso: 2, desde: '2026-02-01', liderId: (await f.user())._id }),
  },
  'PATCH /api/programa/equipos/:id': {
    params: async (f) => ({ id: (await f.equipoAm())._id }),
    body: async (f) => ({ liderId: (await f.user())._id }),
  },
  'POST /api/programa/equipos/:id/paso': {
    params: async (f) => ({ id: (await f.equipoAm())._id }),
    body: () => ({ paso: 2, desde: '2026-03-02', motivo: 'Auditoría del paso 1 aprobada en papel' }),
  },
  // A team whose gate is green (a member, their closed card, a closed Kaizen on its machine), proposed by the Admin.
  'POST /api/programa/equipos/:id/propuesta': {
    params: async (f) => ({ id: (await f.equipoAmVerde())._id }),
    body: { comentario: 'Listos para la auditoría' },
  },
  'POST /api/programa/equipos/:id/propuesta/aprobacion': {
    params: async (f) => ({ id: (await f.propuestaAm())._id }),
    body: { motivo: 'La auditoría del paso aprobó' },
  },
  'POST /api/programa/equipos/:id/propuesta/rechazo': {
    params: async (f) => ({ id: (await f.propuestaAm())._id }),
    body: { motivo: 'Falta la auditoría del paso' },
  },
  'GET /api/programa/curva': { query: async (f) => ({ equipo: (await f.equipoAm())._id, periodo: 'semana', desde: '2026-01-05', hasta: '2026-06-28' }) },
  'GET /api/programa/curva/excel': { query: { maquina: ROJA.maquina, periodo: 'mes', desde: '2025-07-01', hasta: '2026-06-30' } },
  'GET /api/programa/ajustes': {},
  'PATCH /api/programa/ajustes': {
    body: { brechaMax: 25, amarillasMin: 100, participacionSemanas: 6, participacionRelacionMax: 4, kaizenMin: 2, leccionesMin: 1, soloPorEquipo: false },
  },
  'GET /api/programa/auditorias': { query: async (f) => ({ vista: 'pendientes', equipo: (await f.auditoriaSolicitada()).equipo._id }) },
  'GET /api/programa/auditorias/:id': { params: async (f) => ({ id: (await f.auditoriaSolicitada())._id }) },
  'POST /api/programa/equipos/:id/auditorias': {
    params: async (f) => ({ id: (await f.equipoAm())._id }),
    body: { vence: '2030-02-28', comentario: 'Listos para la auditoría del paso' },
  },
  'POST /api/programa/auditorias/:id/inicio': { params: async (f) => ({ id: (await f.auditoriaSolicitada())._id }) },
  'PUT /api/programa/auditorias/:id/respuestas/:requisito': {
    params: async (f) => {
      const a = await f.auditoriaEnCurso();
      return { id: a._id, requisito: a.plantilla.secciones[0].requisitos[0].id };
    },
    body: async (f) => ({ puntaje: 1, comentario: 'Falta el estándar en la máquina 2', foto: await f.upload(), accion: 'Colgar el estándar' }),
  },
  'POST /api/programa/auditorias/:id/firma': { params: async (f) => ({ id: (await f.auditoriaRespondida())._id }), body: { observaciones: 'Buen avance' } },
  'POST /api/programa/auditorias/:id/anulacion': {
    params: async (f) => ({ id: (await f.auditoriaSolicitada())._id }),
    body: { motivo: 'Pedida por error' },
  },
  'GET /api/programa/plantillas': {},
  'PUT /api/programa/plantillas/:paso': { params: { paso: '2' }, body: () => ({ ...plantillaAmDefecto(2) }) },
  'GET /api/cil/maquinas/:id': { params: async (f) => ({ id: (await f.maquinaCil()).maquina._id }) },
  'PUT /api/cil/maquinas/:id/imagen': { params: async (f) => ({ id: (await f.maquinaCil()).maquina._id }), body: async (f) => ({ imagen: await f.upload() }) },
  'POST /api/cil/maquinas/:id/puntos': {
    params: async (f) => ({ id: (await f.maquinaCil()).maquina._id }),
    body: async (f) => ({
      tipo: 'lubricacion',
      parte: 'Cadena',
      tarea: 'Lubricar la cadena',
      estandar: 'Película fina, sin goteo',
      metodo: 'Aceitera',
      minutos: 3,
      frecuencia: 'dias',
      cadaDias: 3,
      foto: await f.upload(),
      marcador: { x: 0.4, y: 0.6 },
    }),
  },
  'PATCH /api/cil/puntos/:id': {
    params: async (f) => ({ id: (await f.maquinaCil()).punto._id }),
    body: { tarea: 'Verificar nivel y color del aceite', frecuencia: 'semanal', marcador: { x: 0.1, y: 0.2 } },
  },
  'DELETE /api/cil/puntos/:id': { params: async (f) => ({ id: (await f.maquinaCil()).punto._id }) },
  'GET /api/cil/puntos/:id/historial': { params: async (f) => ({ id: (await f.ejecucionCil()).resultados[0].punto }) },
  'POST /api/cil/ejecuciones': { body: (f) => f.cuerpoEjecucionCil(), headers: () => ({ 'idempotency-key': randomUUID() }) },
  'GET /api/cil/ejecuciones/:id': { params: async (f) => ({ id: (await f.ejecucionCil())._id }) },
  'GET /api/cil/pendientes': { query: async (f) => ({ equipo: (await f.maquinaCil()).equipo._id }) },
  'GET /api/cil/cumplimiento': { query: async (f) => ({ desde: '2026-01-05', hasta: '2026-12-31', equipo: (await f.maquinaCil()).equipo._id }) },
  'GET /api/cil/cumplimiento/excel': { query: { desde: '2026-06-01', hasta: '2026-08-31' } },
  'GET /api/plantas': {},
  // The Admin's own plant (plant 1): its name, code, zone, alert days, report recipients and program steps.
  'PATCH /api/plantas/:id': {
    params: { id: '1' },
    body: (f) => ({
      nombre: f.unique('Planta'),
      codigo: 'pp',
      zona: 'America/Argentina/Buenos_Aires',
      diasAlerta: { Alta: 10, Media: 20, Baja: 40 },
      destinatariosReporte: ['gerencia@example.com'],
      // Ten steps: more than any team of the fuzzing reaches (a shorter list is refused while one is beyond it).
      pasosAm: Array.from({ length: 10 }, (_, i) => `Paso fuzz ${i + 1}`),
      turnos: [
        { nombre: 'Día', inicio: '07:00' },
        { nombre: 'Noche', inicio: '19:00' },
      ],
    }),
  },
  // A company Admin's: a new plant (a code of its own each time), and a user of plant 1 added to another plant.
  'POST /api/plantas': { body: (f) => ({ nombre: f.unique('Planta nueva'), codigo: `N${f.legajo()}` }) },
  'POST /api/plantas/:id/miembros': {
    params: async (f) => ({ id: String((await f.planta())._id) }),
    body: async (f) => ({ userId: (await f.user())._id, email: f.legajo(), role: 'Operario' }),
  },
  'GET /api/pantallas': {},
  'POST /api/pantallas': { body: (f) => ({ nombre: f.unique('TV Extrusión') }) },
  'DELETE /api/pantallas/:id': { params: async (f) => ({ id: (await f.pantalla())._id }) },
  'PATCH /api/pantallas/:id': {
    params: async (f) => ({ id: (await f.pantalla())._id }),
    body: (f) => ({ nombre: f.unique('TV editada'), segundos: 20, equipo: 'Calandrado' }),
  },
  'POST /api/pantallas/codigo': { body: { secreto: 'c2VjcmV0by1kZS1sYS10di1kZS1wcnVlYmEtMDEyMzQ' } },
  'POST /api/pantallas/codigo/estado': { body: (f) => f.codigoTv() },
  'POST /api/pantallas/vincular': {
    body: async (f) => ({ codigo: (await f.codigoTv()).codigo, nombre: f.unique('TV vinculada'), segundos: 20, equipo: null }),
  },
  'GET /api/tablero': { query: { equipo: 'Calandrado' } },
  'POST /api/events/ticket': {},
  // The stream ends after SSE_STREAM_MAX_MS (short in the fuzz app), so an accepted request completes.
  'GET /api/events': { query: async (f) => ({ ticket: await f.ticketEventos() }) },
};
