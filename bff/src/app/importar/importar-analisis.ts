import {
  CAMPOS_REQUERIDOS_IMPORT,
  campoPorEncabezado,
  IMPORT_RECHAZOS_MAX,
  TEXTO_IMPORT,
  type CampoImportable,
  type Color,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportRechazo,
} from '@portal/shared/domain';
import { enviosDobles, numerosRepetidos } from './importar-duplicados';
import { Conteo, leerFila, NOMBRE_CAMPO, texto, type EntornoFila } from './importar-fila';
import type { FilaArchivo } from './importar-lector';
import { numerar } from './importar-numeracion';
import type { CampoNuevo, Contexto, FilaValida, TarjetaImportada } from './importar-tipos';

export type { CampoNuevo, Contexto, TarjetaImportada } from './importar-tipos';

export interface Resultado {
  analisis: ImportAnalisis;
  filas: TarjetaImportada[];
  renumeradas: number;
  camposNuevos: CampoNuevo[];
  enviosDoblesOmitidos: number;
}

const vacioPorColor = (): Record<Color, number> => ({ Roja: 0, Azul: 0, Verde: 0, Amarilla: 0 });

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

/** A campo's mapping target that is not configured, as the Spanish 400 (checked before the file is read). */
export function destinoNoConfigurado(opciones: ImportOpciones, ctx: Pick<Contexto, 'campos'>): string | null {
  for (const [campo, name] of NOMBRE_CAMPO) {
    for (const [valor, a] of Object.entries(opciones.valores?.campos?.[campo] ?? {})) {
      if (a.accion === 'mapear' && !ctx.campos.get(name)?.has(a.a)) return TEXTO_IMPORT.destinoNoConfigurado(campo, valor, a.a);
    }
  }
  return null;
}

/** The option values the imported rows add, values first: a new part's máquina may be one of them. */
function camposNuevosDe(finales: FilaValida[]): CampoNuevo[] {
  const camposNuevos = new Map<string, CampoNuevo>();
  for (const k of finales.flatMap((v) => v.agregar)) {
    const [name, value, maquina] = k.split('\u0000');
    camposNuevos.set(k, maquina === undefined ? { name, value } : { name, value, maquina });
  }
  return [...camposNuevos.values()].sort((a, b) => Number(a.name === 'parteMaquina') - Number(b.name === 'parteMaquina'));
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
  const rechazadas: ImportRechazo[] = [];
  let rechazadasTotal = 0;
  let filas = 0;
  let yaImportadas = 0;
  const validas: FilaValida[] = [];
  const entorno: EntornoFila = { indice: new Map(), opciones, ctx, listas: { desconocidos: new Conteo(), noConfig: new Conteo(), claves: [] } };
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
      entorno.indice = new Map(columnas.flatMap((c, i) => (c.campo ? [[c.campo, i] as const] : [])));
      faltan = CAMPOS_REQUERIDOS_IMPORT.filter((c) => !entorno.indice.has(c));
      continue;
    }
    filas++;
    if (faltan.length) continue;
    const fila = leerFila(linea, celdas, entorno);
    if ('yaImportada' in fila) yaImportadas++;
    else if ('motivo' in fila) rechazar(linea, fila.motivo);
    else validas.push({ linea, t: fila.tarjeta, agregar: fila.agregar });
  }

  const { desconocidos, noConfig, claves } = entorno.listas;
  const duplicados = numerosRepetidos(claves, ctx.usados);
  const dobles = enviosDobles(claves);

  const omitirDobles = (opciones.enviosDobles ?? 'omitir') === 'omitir';
  const aImportar = omitirDobles ? validas.filter((v) => !dobles.dobles.has(v.linea)) : validas;
  const enviosDoblesOmitidos = validas.length - aImportar.length;
  const { finales, renumeracion, renumeracionTotal, renumeradas } = numerar(aImportar, opciones, ctx, rechazar);

  const porColor = vacioPorColor();
  for (const { t } of finales) porColor[t.color]++;
  rechazadas.sort((a, b) => a.linea - b.linea);
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
    camposNuevos: camposNuevosDe(finales),
    enviosDoblesOmitidos,
  };
}
