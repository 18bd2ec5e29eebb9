import { ENVIO_DOBLE_MS, type Color, type ImportAnalisis } from '@portal/shared/domain';
import type { Contexto } from './importar-tipos';

/** What identifies a row for the lists of repeated numbers and double submissions (kept for every row with colour and number). */
export interface ClaveFila {
  linea: number;
  color: Color;
  numero: number;
  fechaMs: number | null;
  /** Equipo and description: a row sent again carries the same. */
  contenido: string;
  /** Imported before: not a repeated number, but the first sending of a card sent twice. */
  importada: boolean;
}

/** Repeated colour + number in the file or already used by a card, over every numbered row. */
export function numerosRepetidos(claves: ClaveFila[], usados: Contexto['usados']): ImportAnalisis['duplicados'] {
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
    if (grupo.length > 1 || usados.get(color)?.has(numero)) duplicados.push({ color, numero, lineas: grupo.map((c) => c.linea) });
  }
  return duplicados;
}

/** Rows that repeat an earlier row's card within ENVIO_DOBLE_MS (same colour, number, equipo, description), by their first row. */
export function enviosDobles(claves: ClaveFila[]): { lista: ImportAnalisis['enviosDobles']; dobles: Set<number> } {
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
