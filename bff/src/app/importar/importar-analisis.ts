import {
  CAMPOS_REQUERIDOS_IMPORT,
  COLORES,
  campoPorEncabezado,
  ENVIO_DOBLE_MS,
  IMPORT_RECHAZOS_MAX,
  IMPORT_VALORES_MAX,
  MOTIVO_IMPORT,
  NOMBRE_CAMPO_IMPORT,
  PRIORIDADES,
  TEXTO_IMPORT,
  type AccionValorImport,
  type CampoFijoImport,
  type CampoImportable,
  type CampoVerificadoImport,
  type Color,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportRechazo,
} from '@portal/shared/domain';
import type { tarjetas } from '../../db/schema';
import type { FilaArchivo } from './importar-lector';

export type TarjetaImportada = typeof tarjetas.$inferInsert & { numero: number; color: Color };

/** What the database already holds that the analysis needs. */
export interface Contexto {
  /** Configured option values per campo name ('equipo', 'maquina', 'tipo', 'riesgoInicial', 'riesgoFinal'). */
  campos: Map<string, Set<string>>;
  /** Parts of each configured machine. */
  partes: Map<string, Set<string>>;
  /** Numbers in use per colour. */
  usados: Map<Color, Set<number>>;
  /** Highest number per colour (cards and counters). */
  maximo: Map<Color, number>;
  /** `color|numero|fechaMs` of existing cards (numero_original too): a row matching one was imported before. */
  importadas: Set<string>;
  zona: string;
}

/** The option values the import adds to the campos (agregarCampos). */
export interface CampoNuevo {
  name: string;
  value: string;
  /** For a machine part: the machine. */
  maquina?: string;
}

export interface Resultado {
  analisis: ImportAnalisis;
  filas: TarjetaImportada[];
  renumeradas: number;
  camposNuevos: CampoNuevo[];
  enviosDoblesOmitidos: number;
}

const vacioPorColor = (): Record<Color, number> => ({ Roja: 0, Azul: 0, Verde: 0, Amarilla: 0 });
const normal = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
const COLOR_POR_TEXTO = new Map<string, Color>(COLORES.map((c) => [normal(c), c]));
const PRIORIDAD_POR_TEXTO = new Map(PRIORIDADES.map((p) => [normal(p), p]));
const ESTADO_POR_TEXTO = new Map([
  ['abierta', 'Abierta'],
  ['cerrada', 'Cerrada'],
]);

const NOMBRE_CAMPO = Object.entries(NOMBRE_CAMPO_IMPORT) as [keyof typeof NOMBRE_CAMPO_IMPORT, string][];

/** Text fields: campo → card column. `sector` has no column on a card and is not imported. */
const TEXTO: Partial<Record<CampoImportable, keyof TarjetaImportada>> = {
  equipo: 'equipo',
  maquina: 'maquina',
  parteMaquina: 'parteMaquina',
  familia: 'familia',
  tipoDeRiesgo: 'tipodeRiesgo',
  riesgoInicial: 'riesgoInicial',
  riesgoFinal: 'riesgoFinal',
  nombre: 'detecto',
  responsable: 'responsable',
  causa: 'causa',
  tareaRealizada: 'tareaRealizada',
  tipoAccion: 'tipoAccion',
  materialUtilizado: 'materialUtilizado',
};

const formatos = new Map<string, Intl.DateTimeFormat>();
/** Offset of `zona` from UTC at instant `ms`, in ms (one formatter per zone: creating one costs more than using it). */
function offsetMs(ms: number, zona: string): number {
  if (zona === 'UTC') return 0;
  let f = formatos.get(zona);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatos.set(zona, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (ms - (ms % 1000));
}

/** The instant at which the plant's clock showed this wall-clock time. */
export function instantePlanta(y: number, mo: number, d: number, h: number, mi: number, s: number, zona: string): Date | null {
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  let ms = local - offsetMs(local, zona);
  ms = local - offsetMs(ms, zona);
  return new Date(ms);
}

/**
 * A date cell: ISO 8601 (with zone as given; without zone the plant's time), dd/mm/yyyy[ hh:mm[:ss]] in the
 * plant's time, or an .xlsx date (its fields are the plant's wall clock, as this portal's export writes them).
 */
export function parseFecha(v: string | Date, zona: string): Date | null {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    return instantePlanta(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate(), v.getUTCHours(), v.getUTCMinutes(), v.getUTCSeconds(), zona);
  }
  const t = v.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (m) {
    if (m[7]) {
      const d = new Date(t.replace(' ', 'T'));
      return Number.isNaN(d.getTime()) || !instantePlanta(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), 'UTC') ? null : d;
    }
    return instantePlanta(+m[1], +m[2], +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), zona);
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (m) return instantePlanta(+m[3], +m[2], +m[1], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), zona);
  return null;
}

const texto = (v: string | Date | undefined): string => (v === undefined ? '' : v instanceof Date ? v.toISOString() : v.replace(/\r\n?/g, '\n').trim());

/** Columns → fields: `mapeo` first (exact header), then the automatic match; each field once (first column wins). */
export function asignarColumnas(encabezados: string[], mapeo: ImportOpciones['mapeo'] = {}): ImportAnalisis['columnas'] {
  const tomados = new Set<CampoImportable>();
  const porMapeo = encabezados.map((h) => (Object.hasOwn(mapeo, h) ? mapeo[h] : undefined));
  for (const c of porMapeo) if (c) tomados.add(c);
  return encabezados.map((encabezado, i) => {
    const m = porMapeo[i];
    if (m !== undefined) return { encabezado, campo: m, automatico: false };
    const auto = campoPorEncabezado(encabezado);
    if (!auto || tomados.has(auto)) return { encabezado, campo: null, automatico: false };
    tomados.add(auto);
    return { encabezado, campo: auto, automatico: true };
  });
}

const clave = (color: string, numero: number, fechaMs: number) => `${color}|${numero}|${fechaMs}`;

/** The Admin's entry for a value, if any (an own property only: a file's "__proto__" is just a value). */
const elegido = <T>(rec: Record<string, T> | undefined, valor: string): T | undefined => (rec && Object.hasOwn(rec, valor) ? rec[valor] : undefined);

/** A campo's mapping target that is not configured, as the Spanish 400 (checked before the file is read). */
export function destinoNoConfigurado(opciones: ImportOpciones, ctx: Pick<Contexto, 'campos'>): string | null {
  for (const [campo, name] of NOMBRE_CAMPO) {
    for (const [valor, a] of Object.entries(opciones.valores?.campos?.[campo] ?? {})) {
      if (a.accion === 'mapear' && !ctx.campos.get(name)?.has(a.a)) return TEXTO_IMPORT.destinoNoConfigurado(campo, valor, a.a);
    }
  }
  return null;
}

/** What identifies a row for the lists of repeated numbers and double submissions (kept for every row with colour and number). */
interface ClaveFila {
  linea: number;
  color: Color;
  numero: number;
  fechaMs: number | null;
  /** Equipo and description: a row sent again carries the same. */
  contenido: string;
  /** Imported before: not a repeated number, but the first sending of a card sent twice. */
  importada: boolean;
}

/** Counts per value, most used first, at most IMPORT_VALORES_MAX. */
class Conteo<C extends string> {
  private readonly porClave = new Map<string, { campo: C; valor: string; filas: number }>();
  sumar(campo: C, valor: string) {
    const k = `${campo}\u0000${valor}`;
    const e = this.porClave.get(k);
    if (e) e.filas++;
    else this.porClave.set(k, { campo, valor, filas: 1 });
  }
  lista() {
    return [...this.porClave.values()].sort((a, b) => b.filas - a.filas).slice(0, IMPORT_VALORES_MAX);
  }
}

/** Rows that repeat an earlier row's card within ENVIO_DOBLE_MS (same colour, number, equipo, description), by their first row. */
function enviosDobles(claves: ClaveFila[]): { lista: ImportAnalisis['enviosDobles']; dobles: Set<number> } {
  const porNumero = new Map<string, ClaveFila[]>();
  for (const c of claves) {
    if (c.fechaMs === null) continue;
    const k = `${c.color}|${c.numero}`;
    const g = porNumero.get(k);
    if (g) g.push(c);
    else porNumero.set(k, [c]);
  }
  const lista: ImportAnalisis['enviosDobles'] = [];
  const dobles = new Set<number>();
  for (const grupo of porNumero.values()) {
    if (grupo.length < 2) continue;
    // Compared with the latest first row of the same content: linear however many times a card was sent.
    const primera = new Map<string, { c: ClaveFila; entrada: ImportAnalisis['enviosDobles'][number] }>();
    const entradas: ImportAnalisis['enviosDobles'] = [];
    for (const c of grupo) {
      const p = primera.get(c.contenido);
      if (p && Math.abs((c.fechaMs as number) - (p.c.fechaMs as number)) <= ENVIO_DOBLE_MS) {
        p.entrada.dobles.push(c.linea);
        dobles.add(c.linea);
        continue;
      }
      const entrada = { color: c.color, numero: c.numero, linea: c.linea, dobles: [] };
      entradas.push(entrada);
      primera.set(c.contenido, { c, entrada });
    }
    lista.push(...entradas.filter((e) => e.dobles.length));
  }
  return { lista: lista.sort((a, b) => a.linea - b.linea), dobles };
}

/**
 * The dry run over the file's records (streamed; only the valid rows are kept for the import, and a short key of
 * each numbered row for the lists). A row imported before is counted as such before any other check. The lists
 * (unknown values, campos not configured, repeated numbers, double submissions) are counted over every other row
 * whatever the options, so choosing for one list does not change another; the options then decide each row:
 * values mapped or rows rejected, campos added, mapped or rejected, double submissions skipped, repeated numbers
 * renumbered (previewed either way) or rejected.
 */
export async function analizar(registros: AsyncIterable<FilaArchivo>, opciones: ImportOpciones, ctx: Contexto): Promise<Resultado> {
  let columnas: ImportAnalisis['columnas'] = [];
  let indice = new Map<CampoImportable, number>();
  const rechazadas: ImportRechazo[] = [];
  let rechazadasTotal = 0;
  let filas = 0;
  let yaImportadas = 0;
  const validas: { linea: number; t: TarjetaImportada; agregar: string[] }[] = [];
  const claves: ClaveFila[] = [];
  const desconocidos = new Conteo<CampoFijoImport>();
  const noConfig = new Conteo<CampoVerificadoImport>();
  let encabezado = true;
  let faltan: CampoImportable[] = [];
  const valores = opciones.valores ?? {};
  const accionDe = (campo: CampoVerificadoImport, valor: string): AccionValorImport =>
    elegido(valores.campos?.[campo], valor) ?? { accion: opciones.agregarCampos ? 'agregar' : 'rechazar' };

  const rechazar = (linea: number, motivo: string) => {
    rechazadasTotal++;
    if (rechazadas.length < IMPORT_RECHAZOS_MAX) rechazadas.push({ linea, motivo });
  };

  for await (const { linea, celdas } of registros) {
    if (encabezado) {
      encabezado = false;
      columnas = asignarColumnas(
        celdas.map((c) => texto(c)),
        opciones.mapeo,
      );
      indice = new Map(columnas.flatMap((c, i) => (c.campo ? [[c.campo, i] as const] : [])));
      faltan = CAMPOS_REQUERIDOS_IMPORT.filter((c) => !indice.has(c));
      continue;
    }
    filas++;
    if (faltan.length) continue;
    const crudo = (campo: CampoImportable) => {
      const i = indice.get(campo);
      return i === undefined ? undefined : celdas[i];
    };
    const val = (campo: CampoImportable) => texto(crudo(campo));

    const numeroTxt = val('numero');
    const numero = /^\d+(\.0+)?$/.test(numeroTxt) ? Number.parseInt(numeroTxt, 10) : NaN;
    const numeroOk = Number.isSafeInteger(numero) && numero >= 1 && numero <= 2147483647;
    const colorTxt = val('color');
    const colorLeido = COLOR_POR_TEXTO.get(normal(colorTxt));
    const color = colorLeido ?? (colorTxt ? (elegido(valores.color, colorTxt) ?? undefined) : undefined);
    const fechaCrudo = crudo('fecha');
    const fecha = fechaCrudo === undefined || texto(fechaCrudo) === '' ? undefined : parseFecha(fechaCrudo, ctx.zona);
    if (numeroOk && color && fecha && ctx.importadas.has(clave(color, numero, fecha.getTime()))) {
      yaImportadas++;
      // Still the first sending of its card: a later row sending it again is a double submission, not a new card.
      claves.push({ linea, color, numero, fechaMs: fecha.getTime(), contenido: `${val('equipo')}\u0000${val('descripcion')}`, importada: true });
      continue;
    }

    // The lists: what the file holds, before any choice.
    const prioridadTxt = val('prioridad');
    const prioridadLeida = prioridadTxt ? PRIORIDAD_POR_TEXTO.get(normal(prioridadTxt)) : '';
    const estadoTxt = val('estado');
    const estadoLeido = estadoTxt ? ESTADO_POR_TEXTO.get(normal(estadoTxt)) : 'Abierta';
    if (colorTxt && !colorLeido) desconocidos.sumar('color', colorTxt);
    if (prioridadLeida === undefined) desconocidos.sumar('prioridad', prioridadTxt);
    if (estadoLeido === undefined) desconocidos.sumar('estado', estadoTxt);
    for (const [campo, name] of NOMBRE_CAMPO) {
      const v = val(campo);
      if (v && !ctx.campos.get(name)?.has(v)) noConfig.sumar(campo, v);
    }
    const parte = val('parteMaquina');
    if (parte && val('maquina') && !ctx.partes.get(val('maquina'))?.has(parte)) noConfig.sumar('parteMaquina', parte);
    const descripcion = val('descripcion');
    if (numeroOk && color) claves.push({ linea, color, numero, fechaMs: fecha ? fecha.getTime() : null, contenido: `${val('equipo')}\u0000${descripcion}`, importada: false });

    // The row, with the Admin's choices.
    const motivos: string[] = [];
    if (!numeroTxt) motivos.push(MOTIVO_IMPORT.falta('numero'));
    else if (!numeroOk) motivos.push(MOTIVO_IMPORT.numeroInvalido(numeroTxt));
    if (!colorTxt) motivos.push(MOTIVO_IMPORT.falta('color'));
    else if (!color) motivos.push(MOTIVO_IMPORT.colorInvalido(colorTxt));
    if (fecha === undefined) motivos.push(MOTIVO_IMPORT.falta('fecha'));
    else if (fecha === null) motivos.push(MOTIVO_IMPORT.fechaInvalida('fecha', texto(fechaCrudo)));
    if (!descripcion) motivos.push(MOTIVO_IMPORT.falta('descripcion'));
    const prioridad = prioridadLeida ?? elegido(valores.prioridad, prioridadTxt) ?? undefined;
    if (prioridad === undefined) motivos.push(MOTIVO_IMPORT.prioridadInvalida(prioridadTxt));
    const estado = estadoLeido ?? elegido(valores.estado, estadoTxt) ?? undefined;
    if (estado === undefined) motivos.push(MOTIVO_IMPORT.estadoInvalido(estadoTxt));
    const fechas: Partial<Record<'inicioReparacion' | 'finReparacion', Date>> = {};
    for (const campo of ['inicioReparacion', 'finReparacion'] as const) {
      const c = crudo(campo);
      if (c === undefined || texto(c) === '') continue;
      const d = parseFecha(c, ctx.zona);
      if (!d) motivos.push(MOTIVO_IMPORT.fechaInvalida(campo, texto(c)));
      else fechas[campo] = d;
    }
    if (motivos.length) {
      rechazar(linea, motivos.join('; '));
      continue;
    }

    const t: TarjetaImportada = { numero, color: color as Color, fecha: fecha as Date, descripcion, prioridad: prioridad as string, estado: estado as string, ...fechas };
    for (const [campo, col] of Object.entries(TEXTO) as [CampoImportable, keyof TarjetaImportada][]) {
      const v = val(campo);
      if (v) (t as Record<string, unknown>)[col] = v;
    }
    if (t.estado === 'Cerrada') t.cerradaEn = t.finReparacion ?? null;
    const agregar: string[] = [];
    const noConfigurados: string[] = [];
    for (const [campo, name] of NOMBRE_CAMPO) {
      const v = val(campo);
      if (!v || ctx.campos.get(name)?.has(v)) continue;
      const a = accionDe(campo, v);
      if (a.accion === 'mapear') (t as Record<string, unknown>)[TEXTO[campo] as string] = a.a;
      else if (a.accion === 'agregar') agregar.push(`${name}\u0000${v}`);
      else noConfigurados.push(MOTIVO_IMPORT.noConfigurado(campo, v));
    }
    // The part belongs to the row's máquina as imported (mapped if it was).
    if (parte && t.maquina && !ctx.partes.get(t.maquina)?.has(parte)) {
      if (accionDe('parteMaquina', parte).accion === 'agregar') agregar.push(`parteMaquina\u0000${parte}\u0000${t.maquina}`);
      else noConfigurados.push(MOTIVO_IMPORT.noConfigurado('parteMaquina', parte));
    }
    if (noConfigurados.length) {
      rechazar(linea, noConfigurados.join('; '));
      continue;
    }
    validas.push({ linea, t, agregar });
  }

  // Repeated colour + number in the file or already used by a card, over every numbered row.
  const lineasPorClave = new Map<string, ClaveFila[]>();
  for (const c of claves) {
    if (c.importada) continue;
    const k = `${c.color}|${c.numero}`;
    const l = lineasPorClave.get(k);
    if (l) l.push(c);
    else lineasPorClave.set(k, [c]);
  }
  const duplicados: ImportAnalisis['duplicados'] = [];
  for (const grupo of lineasPorClave.values()) {
    const { color, numero } = grupo[0];
    if (grupo.length > 1 || ctx.usados.get(color)?.has(numero)) duplicados.push({ color, numero, lineas: grupo.map((c) => c.linea) });
  }
  const dobles = enviosDobles(claves);

  const omitirDobles = (opciones.enviosDobles ?? 'omitir') === 'omitir';
  const aImportar = omitirDobles ? validas.filter((v) => !dobles.dobles.has(v.linea)) : validas;
  const enviosDoblesOmitidos = validas.length - aImportar.length;
  const maximo = new Map(ctx.maximo);
  for (const v of aImportar) maximo.set(v.t.color, Math.max(maximo.get(v.t.color) ?? 0, v.t.numero));
  const primeraLinea = new Map<string, number>();
  const finales: typeof validas = [];
  const renumeracion: ImportAnalisis['renumeracion'] = [];
  let renumeracionTotal = 0;
  let renumeradas = 0;
  for (const v of aImportar) {
    const k = `${v.t.color}|${v.t.numero}`;
    const existente = ctx.usados.get(v.t.color)?.has(v.t.numero) ?? false;
    const anterior = primeraLinea.get(k);
    if (!existente && anterior === undefined) {
      primeraLinea.set(k, v.linea);
      finales.push(v);
      continue;
    }
    // The number it gets, or would get: the preview is the same whichever the choice.
    const nuevo = (maximo.get(v.t.color) ?? 0) + 1;
    maximo.set(v.t.color, nuevo);
    renumeracionTotal++;
    if (renumeracion.length < IMPORT_VALORES_MAX) renumeracion.push({ linea: v.linea, color: v.t.color, numero: v.t.numero, nuevo, ...(existente ? {} : { lineaAnterior: anterior }) });
    if (!opciones.renumerarDuplicados) {
      rechazar(v.linea, existente ? MOTIVO_IMPORT.duplicadoExistente(v.t.color, v.t.numero) : MOTIVO_IMPORT.duplicadoArchivo(v.t.color, v.t.numero, anterior as number));
      continue;
    }
    v.t.numeroOriginal = v.t.numero;
    v.t.numero = nuevo;
    renumeradas++;
    finales.push(v);
  }

  const porColor = vacioPorColor();
  for (const { t } of finales) porColor[t.color]++;
  rechazadas.sort((a, b) => a.linea - b.linea);
  const camposNuevos = new Map<string, CampoNuevo>();
  for (const k of finales.flatMap((v) => v.agregar)) {
    const [name, value, maquina] = k.split('\u0000');
    camposNuevos.set(k, maquina === undefined ? { name, value } : { name, value, maquina });
  }
  return {
    analisis: {
      columnas,
      faltanCampos: faltan,
      filas,
      aCrear: finales.length,
      porColor,
      rechazadas,
      rechazadasTotal,
      valoresNoConfigurados: noConfig.lista(),
      valoresDesconocidos: desconocidos.lista(),
      duplicados,
      enviosDobles: dobles.lista,
      renumeracion,
      renumeracionTotal,
      cerradasSinCierre: finales.filter(({ t }) => t.estado === 'Cerrada' && !t.finReparacion).length,
      yaImportadas,
    },
    filas: finales.map((v) => v.t),
    renumeradas,
    // Values first: a new part's máquina may be one of them.
    camposNuevos: [...camposNuevos.values()].sort((a, b) => Number(a.name === 'parteMaquina') - Number(b.name === 'parteMaquina')),
    enviosDoblesOmitidos,
  };
}
