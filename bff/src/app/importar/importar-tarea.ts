import { MSG, type ImportOpciones } from '@portal/shared/domain';
import { HeavyRefusal } from '../common/heavy/heavy-protocol';
import { analizar, type Contexto, type Resultado } from './importar-analisis';
import type { LimitesImport } from './importar-limites';
import { acotarFilas, formatoDe, leerCsv, leerXlsx, type FilaArchivo } from './importar-lector';

/** What the heavy worker receives to read and analyse an import file (structured clone: the Buffer arrives as Uint8Array). */
export interface EntradaAnalisis {
  nombre: string;
  datos: Uint8Array;
  opciones: ImportOpciones;
  ctx: Contexto;
  limites: LimitesImport;
  /** The dry run needs the analysis only: the rows to insert are not sent back. */
  soloAnalisis: boolean;
}

/** The upload in 64 KiB pieces: the CSV reader decodes and parses one at a time. */
async function* trozos(datos: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < datos.length; i += 65536) yield datos.subarray(i, i + 65536);
}

/** A parse error of the file (a broken zip, …) is the caller's 400, never a 500; a bound's refusal goes through. */
async function* protegido(filas: AsyncIterable<FilaArchivo>): AsyncGenerator<FilaArchivo> {
  try {
    yield* filas;
  } catch (err) {
    if (err instanceof HeavyRefusal) throw err;
    throw new HeavyRefusal(400, MSG.importFormatoNoSoportado);
  }
}

/** Heavy task 'importar.analizar' (runs in a worker thread: the file is untrusted, its reading bounded). */
export async function analizarImportacion(e: EntradaAnalisis): Promise<Resultado> {
  const datos = Buffer.from(e.datos.buffer, e.datos.byteOffset, e.datos.byteLength);
  const formato = formatoDe(e.nombre, datos.subarray(0, 4));
  const filas = formato === 'xlsx' ? leerXlsx(datos, e.limites) : leerCsv(trozos(datos), e.limites);
  const r = await analizar(protegido(acotarFilas(filas, e.limites.maxFilas)), e.opciones, e.ctx);
  if (r.analisis.columnas.length === 0) throw new HeavyRefusal(400, MSG.importSinFilas);
  return e.soloAnalisis ? { ...r, filas: [], camposNuevos: [] } : r;
}
