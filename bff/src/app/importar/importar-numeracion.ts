import { IMPORT_VALORES_MAX, MOTIVO_IMPORT, type ImportAnalisis, type ImportOpciones } from '@portal/shared/domain';
import type { Contexto, FilaValida } from './importar-tipos';

export interface Numeracion {
  /** The rows that import, with their final numbers. */
  finales: FilaValida[];
  renumeracion: ImportAnalisis['renumeracion'];
  renumeracionTotal: number;
  renumeradas: number;
}

/**
 * The rows' numbers: the first row of a colour + number no card uses keeps it; a later one, or one a card uses,
 * gets the next number after the highest of its colour (previewed either way), or is rejected without renumerarDuplicados.
 */
export function numerar(
  aImportar: FilaValida[],
  opciones: Pick<ImportOpciones, 'renumerarDuplicados'>,
  ctx: Pick<Contexto, 'usados' | 'maximo'>,
  rechazar: (linea: number, motivo: string) => void,
): Numeracion {
  const maximo = new Map(ctx.maximo);
  for (const v of aImportar) maximo.set(v.t.color, Math.max(maximo.get(v.t.color) ?? 0, v.t.numero));
  const primeraLinea = new Map<string, number>();
  const finales: FilaValida[] = [];
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
    if (renumeracion.length < IMPORT_VALORES_MAX)
      renumeracion.push({ linea: v.linea, color: v.t.color, numero: v.t.numero, nuevo, ...(existente ? {} : { lineaAnterior: anterior }) });
    if (!opciones.renumerarDuplicados) {
      rechazar(
        v.linea,
        existente ? MOTIVO_IMPORT.duplicadoExistente(v.t.color, v.t.numero) : MOTIVO_IMPORT.duplicadoArchivo(v.t.color, v.t.numero, anterior as number),
      );
      continue;
    }
    v.t.numeroOriginal = v.t.numero;
    v.t.numero = nuevo;
    renumeradas++;
    finales.push(v);
  }
  return { finales, renumeracion, renumeracionTotal, renumeradas };
}
