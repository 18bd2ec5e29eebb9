import {
  CAMPOS_IMPORTABLES,
  CAMPOS_REQUERIDOS_IMPORT,
  COLORES,
  campoPorEncabezado,
  IMPORT_RECHAZOS_MAX,
  MOTIVO_IMPORT,
  PRIORIDADES,
  type CampoConfigurableImport,
  type CampoImportable,
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
}

const vacioPorColor = (): Record<Color, number> => ({ Roja: 0, Azul: 0, Verde: 0, Amarilla: 0 });
const normal = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
const COLOR_POR_TEXTO = new Map<string, Color>(COLORES.map((c) => [normal(c), c]));
const PRIORIDAD_POR_TEXTO = new Map(PRIORIDADES.map((p) => [normal(p), p]));
const ESTADO_POR_TEXTO = new Map([
  ['abierta', 'Abierta'],
  ['cerrada', 'Cerrada'],
]);

/** Campo (configurable) → campos.name. parteMaquina is checked against the row's machine. */
const NOMBRE_CAMPO: Partial<Record<CampoConfigurableImport, string>> = {
  equipo: 'equipo',
  maquina: 'maquina',
  tipoDeRiesgo: 'tipo',
  riesgoInicial: 'riesgoInicial',
  riesgoFinal: 'riesgoFinal',
};

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

/** Offset of `zona` from UTC at instant `ms`, in ms. */
function offsetMs(ms: number, zona: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, Number(x.value)]),
  );
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

/**
 * The dry run over the file's records (streamed; only the valid rows are kept for the import): every rule
 * of issue 13 — required fields, values, dates, campos, duplicates, rows imported before — and the numbers
 * renumbered duplicates would get.
 */
export async function analizar(registros: AsyncIterable<FilaArchivo>, opciones: ImportOpciones, ctx: Contexto): Promise<Resultado> {
  let columnas: ImportAnalisis['columnas'] = [];
  let indice = new Map<CampoImportable, number>();
  const rechazadas: ImportRechazo[] = [];
  let rechazadasTotal = 0;
  let filas = 0;
  let yaImportadas = 0;
  const validas: { linea: number; t: TarjetaImportada; noConfig: string[] }[] = [];
  const noConfig = new Map<string, { campo: CampoConfigurableImport; valor: string; filas: number; maquina?: string }>();
  let encabezado = true;
  let faltan: CampoImportable[] = [];

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
    const motivos: string[] = [];

    const numeroTxt = val('numero');
    const numero = /^\d+(\.0+)?$/.test(numeroTxt) ? Number.parseInt(numeroTxt, 10) : NaN;
    if (!numeroTxt) motivos.push(MOTIVO_IMPORT.falta('numero'));
    else if (!Number.isSafeInteger(numero) || numero < 1 || numero > 2147483647) motivos.push(MOTIVO_IMPORT.numeroInvalido(numeroTxt));
    const colorTxt = val('color');
    const color = COLOR_POR_TEXTO.get(normal(colorTxt));
    if (!colorTxt) motivos.push(MOTIVO_IMPORT.falta('color'));
    else if (!color) motivos.push(MOTIVO_IMPORT.colorInvalido(colorTxt));
    const fechaCrudo = crudo('fecha');
    const fecha = fechaCrudo === undefined || texto(fechaCrudo) === '' ? undefined : parseFecha(fechaCrudo, ctx.zona);
    if (fecha === undefined) motivos.push(MOTIVO_IMPORT.falta('fecha'));
    else if (fecha === null) motivos.push(MOTIVO_IMPORT.fechaInvalida('fecha', texto(fechaCrudo)));
    const descripcion = val('descripcion');
    if (!descripcion) motivos.push(MOTIVO_IMPORT.falta('descripcion'));
    const prioridadTxt = val('prioridad');
    const prioridad = prioridadTxt ? PRIORIDAD_POR_TEXTO.get(normal(prioridadTxt)) : '';
    if (prioridad === undefined) motivos.push(MOTIVO_IMPORT.prioridadInvalida(prioridadTxt));
    const estadoTxt = val('estado');
    const estado = estadoTxt ? ESTADO_POR_TEXTO.get(normal(estadoTxt)) : 'Abierta';
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
    const fechaOk = fecha as Date;
    const colorOk = color as Color;
    if (ctx.importadas.has(clave(colorOk, numero, fechaOk.getTime()))) {
      yaImportadas++;
      continue;
    }

    const t: TarjetaImportada = { numero, color: colorOk, fecha: fechaOk, descripcion, prioridad: prioridad as string, estado: estado as string, ...fechas };
    for (const [campo, col] of Object.entries(TEXTO) as [CampoImportable, keyof TarjetaImportada][]) {
      const v = val(campo);
      if (v) (t as Record<string, unknown>)[col] = v;
    }
    if (t.estado === 'Cerrada') t.cerradaEn = t.finReparacion ?? null;
    const faltantes: string[] = [];
    for (const [campo, name] of Object.entries(NOMBRE_CAMPO) as [CampoConfigurableImport, string][]) {
      const v = val(campo);
      if (v && !ctx.campos.get(name)?.has(v)) faltantes.push(`${campo}\u0000${v}`);
    }
    const parte = val('parteMaquina');
    const maquina = val('maquina');
    if (parte && maquina && !ctx.partes.get(maquina)?.has(parte)) faltantes.push(`parteMaquina\u0000${parte}\u0000${maquina}`);
    for (const k of faltantes) {
      const [campo, valor, maq] = k.split('\u0000') as [CampoConfigurableImport, string, string | undefined];
      const e = noConfig.get(k) ?? { campo, valor, filas: 0, maquina: maq };
      e.filas++;
      noConfig.set(k, e);
    }
    validas.push({ linea, t, noConfig: faltantes });
  }

  // Campos not configured: reject those rows unless they are added.
  const conCampos = validas.filter((v) => {
    if (!v.noConfig.length || opciones.agregarCampos) return true;
    rechazar(
      v.linea,
      v.noConfig
        .map((k) => {
          const [campo, valor] = k.split('\u0000') as [CampoImportable, string];
          return MOTIVO_IMPORT.noConfigurado(campo, valor);
        })
        .join('; '),
    );
    return false;
  });

  // Duplicates: colour + number repeated in the file or already used by a card.
  const lineasPorClave = new Map<string, number[]>();
  for (const v of conCampos) {
    const k = `${v.t.color}|${v.t.numero}`;
    const l = lineasPorClave.get(k);
    if (l) l.push(v.linea);
    else lineasPorClave.set(k, [v.linea]);
  }
  const duplicados: ImportAnalisis['duplicados'] = [];
  for (const [k, lineas] of lineasPorClave) {
    const [color, n] = k.split('|');
    const numero = Number(n);
    if (lineas.length > 1 || ctx.usados.get(color as Color)?.has(numero)) duplicados.push({ color: color as Color, numero, lineas });
  }
  const maximo = new Map(ctx.maximo);
  for (const v of conCampos) maximo.set(v.t.color, Math.max(maximo.get(v.t.color) ?? 0, v.t.numero));
  const vistos = new Set<string>();
  const filasFinales: TarjetaImportada[] = [];
  let renumeradas = 0;
  for (const v of conCampos) {
    const k = `${v.t.color}|${v.t.numero}`;
    const existente = ctx.usados.get(v.t.color)?.has(v.t.numero) ?? false;
    const repetida = vistos.has(k);
    vistos.add(k);
    if (existente || repetida) {
      if (!opciones.renumerarDuplicados) {
        const primera = lineasPorClave.get(k)?.[0] ?? v.linea;
        rechazar(v.linea, existente ? MOTIVO_IMPORT.duplicadoExistente(v.t.color, v.t.numero) : MOTIVO_IMPORT.duplicadoArchivo(v.t.color, v.t.numero, primera));
        continue;
      }
      const nuevo = (maximo.get(v.t.color) ?? 0) + 1;
      maximo.set(v.t.color, nuevo);
      v.t.numeroOriginal = v.t.numero;
      v.t.numero = nuevo;
      renumeradas++;
    }
    filasFinales.push(v.t);
  }

  const porColor = vacioPorColor();
  for (const t of filasFinales) porColor[t.color]++;
  rechazadas.sort((a, b) => a.linea - b.linea);
  const camposNuevos: CampoNuevo[] = [];
  if (opciones.agregarCampos) {
    const usadosEnFilas = new Set(filasFinales.length ? conCampos.flatMap((v) => v.noConfig) : []);
    for (const [k, e] of noConfig) {
      if (!usadosEnFilas.has(k)) continue;
      if (e.campo === 'parteMaquina') camposNuevos.push({ name: 'parteMaquina', value: e.valor, maquina: e.maquina });
      else camposNuevos.push({ name: NOMBRE_CAMPO[e.campo] as string, value: e.valor });
    }
  }
  return {
    analisis: {
      columnas,
      faltanCampos: faltan,
      filas,
      aCrear: filasFinales.length,
      porColor,
      rechazadas,
      rechazadasTotal,
      valoresNoConfigurados: [...noConfig.values()].map(({ campo, valor, filas: n }) => ({ campo, valor, filas: n })),
      duplicados,
      yaImportadas,
    },
    filas: filasFinales,
    renumeradas,
    camposNuevos,
  };
}

export const esCampoImportable = (v: unknown): v is CampoImportable => CAMPOS_IMPORTABLES.includes(v as CampoImportable);
