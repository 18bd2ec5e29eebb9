import type { Tarjeta } from '@portal/shared/domain';

export const AGRUPACIONES = [
  { value: '', label: 'Ninguno' },
  { value: 'color', label: 'Color' },
  { value: 'estado', label: 'Estado' },
  { value: 'equipo', label: 'Equipo' },
  { value: 'prioridad', label: 'Prioridad' },
] as const;
export type Agrupacion = (typeof AGRUPACIONES)[number]['value'];

export interface FilaGrupo {
  _id: string;
  grupo: { label: string; valor: string; cantidad: number };
}
export type FilaLista = Tarjeta | FilaGrupo;

export const esFilaGrupo = (fila: FilaLista): fila is FilaGrupo => 'grupo' in fila;

/**
 * The page's cards under one header row per group ('Color: Roja (3)'), groups in order of first
 * appearance so the server's sort still decides; cards keep their order inside a group. The MIT
 * grid has no row grouping, so the groups are plain rows.
 */
export function agruparFilas(items: readonly Tarjeta[], por: Agrupacion): FilaLista[] {
  if (!por) return [...items];
  const label = AGRUPACIONES.find((a) => a.value === por)?.label ?? por;
  const grupos = new Map<string, Tarjeta[]>();
  for (const t of items) {
    const valor = String(t[por] ?? '') || '(vacío)';
    const lista = grupos.get(valor);
    if (lista) lista.push(t);
    else grupos.set(valor, [t]);
  }
  return [...grupos].flatMap(([valor, tarjetas]) => [
    { _id: `grupo:${por}:${valor}`, grupo: { label, valor, cantidad: tarjetas.length } },
    ...tarjetas,
  ]);
}
