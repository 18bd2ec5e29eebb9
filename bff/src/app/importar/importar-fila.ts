import {
  COLORES,
  IMPORT_VALORES_MAX,
  MOTIVO_IMPORT,
  NOMBRE_CAMPO_IMPORT,
  PRIORIDADES,
  type AccionValorImport,
  type CampoFijoImport,
  type CampoImportable,
  type CampoVerificadoImport,
  type Color,
  type ImportOpciones,
} from '@portal/shared/domain';
import type { ClaveFila } from './importar-duplicados';
import { parseFecha } from './importar-fechas';
import type { FilaArchivo } from './importar-lector';
import type { Contexto, TarjetaImportada } from './importar-tipos';

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
const COLOR_POR_TEXTO = new Map<string, Color>(COLORES.map((c) => [normal(c), c]));
const PRIORIDAD_POR_TEXTO = new Map(PRIORIDADES.map((p) => [normal(p), p]));
const ESTADO_POR_TEXTO = new Map([
  ['abierta', 'Abierta'],
  ['cerrada', 'Cerrada'],
]);

export const NOMBRE_CAMPO = Object.entries(NOMBRE_CAMPO_IMPORT) as [keyof typeof NOMBRE_CAMPO_IMPORT, string][];

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

export const texto = (v: string | Date | undefined): string => (v === undefined ? '' : v instanceof Date ? v.toISOString() : v.replace(/\r\n?/g, '\n').trim());

const clave = (color: string, numero: number, fechaMs: number) => `${color}|${numero}|${fechaMs}`;

/** The Admin's entry for a value, if any (an own property only: a file's "__proto__" is just a value). */
const elegido = <T>(rec: Record<string, T> | undefined, valor: string): T | undefined => (rec && Object.hasOwn(rec, valor) ? rec[valor] : undefined);

const accionDe = (opciones: ImportOpciones, campo: CampoVerificadoImport, valor: string): AccionValorImport =>
  elegido(opciones.valores?.campos?.[campo], valor) ?? { accion: opciones.agregarCampos ? 'agregar' : 'rechazar' };

/** Counts per value, most used first, at most IMPORT_VALORES_MAX. */
export class Conteo<C extends string> {
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

/** What the rows read so far add to the lists, whatever the options. */
export interface Listas {
  desconocidos: Conteo<CampoFijoImport>;
  noConfig: Conteo<CampoVerificadoImport>;
  claves: ClaveFila[];
}

/** What a row is read with: the file's columns, the Admin's choices, the database, the lists it adds to. */
export interface EntornoFila {
  /** The column of each field. */
  indice: Map<CampoImportable, number>;
  opciones: ImportOpciones;
  ctx: Contexto;
  listas: Listas;
}

/** Imported before; rejected with its reasons; or the card it creates and the option values it adds. */
export type FilaLeida = { yaImportada: true } | { motivo: string } | { tarjeta: TarjetaImportada; agregar: string[] };

/** One record of the file: its contribution to the lists (in `e.listas`), then the row decided with the Admin's choices. */
export function leerFila(linea: number, celdas: FilaArchivo['celdas'], e: EntornoFila): FilaLeida {
  const { ctx, opciones, listas } = e;
  const valores = opciones.valores ?? {};
  const crudo = (campo: CampoImportable) => {
    const i = e.indice.get(campo);
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
    // Still the first sending of its card: a later row sending it again is a double submission, not a new card.
    listas.claves.push({ linea, color, numero, fechaMs: fecha.getTime(), contenido: `${val('equipo')}\u0000${val('descripcion')}`, importada: true });
    return { yaImportada: true };
  }

  // The lists: what the file holds, before any choice.
  const prioridadTxt = val('prioridad');
  const prioridadLeida = prioridadTxt ? PRIORIDAD_POR_TEXTO.get(normal(prioridadTxt)) : '';
  const estadoTxt = val('estado');
  const estadoLeido = estadoTxt ? ESTADO_POR_TEXTO.get(normal(estadoTxt)) : 'Abierta';
  if (colorTxt && !colorLeido) listas.desconocidos.sumar('color', colorTxt);
  if (prioridadLeida === undefined) listas.desconocidos.sumar('prioridad', prioridadTxt);
  if (estadoLeido === undefined) listas.desconocidos.sumar('estado', estadoTxt);
  for (const [campo, name] of NOMBRE_CAMPO) {
    const v = val(campo);
    if (v && !ctx.campos.get(name)?.has(v)) listas.noConfig.sumar(campo, v);
  }
  const parte = val('parteMaquina');
  if (parte && val('maquina') && !ctx.partes.get(val('maquina'))?.has(parte)) listas.noConfig.sumar('parteMaquina', parte);
  const descripcion = val('descripcion');
  if (numeroOk && color)
    listas.claves.push({ linea, color, numero, fechaMs: fecha ? fecha.getTime() : null, contenido: `${val('equipo')}\u0000${descripcion}`, importada: false });

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
  if (motivos.length) return { motivo: motivos.join('; ') };

  const t: TarjetaImportada = {
    numero,
    color: color as Color,
    fecha: fecha as Date,
    descripcion,
    prioridad: prioridad as string,
    estado: estado as string,
    ...fechas,
  };
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
    const a = accionDe(opciones, campo, v);
    if (a.accion === 'mapear') (t as Record<string, unknown>)[TEXTO[campo] as string] = a.a;
    else if (a.accion === 'agregar') agregar.push(`${name}\u0000${v}`);
    else noConfigurados.push(MOTIVO_IMPORT.noConfigurado(campo, v));
  }
  // The part belongs to the row's máquina as imported (mapped if it was).
  if (parte && t.maquina && !ctx.partes.get(t.maquina)?.has(parte)) {
    if (accionDe(opciones, 'parteMaquina', parte).accion === 'agregar') agregar.push(`parteMaquina\u0000${parte}\u0000${t.maquina}`);
    else noConfigurados.push(MOTIVO_IMPORT.noConfigurado('parteMaquina', parte));
  }
  if (noConfigurados.length) return { motivo: noConfigurados.join('; ') };
  return { tarjeta: t, agregar };
}
