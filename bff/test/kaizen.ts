import type { Kaizen, KaizenTarjetaPar, Tarjeta } from '@portal/shared/domain';
import type { TestApp } from './test-app';
import { TARJETA_ROJA } from './tarjetas';

/** A valid add-Kaizen payload on the seeded options (maquina among the campos), given its source cards. */
export const kaizenBody = (preTarjeta: readonly KaizenTarjetaPar[], patch: Record<string, unknown> = {}) => ({
  codigo: 'QK-001',
  preTarjeta,
  maquina: TARJETA_ROJA.maquina,
  lider: 'Marta Gómez',
  tema: 'Fugas de aceite en el reductor',
  linea: 'Línea 2',
  perdidaAtacada: 'Paradas no programadas',
  pilar: 'Mantenimiento autónomo',
  ...patch,
});

/** Planificar complete: what 'Implementar' needs. */
export const PLANIFICAR = {
  descripcionProblema: 'El reductor pierde aceite',
  objetivo: 'Cero fugas',
  causas: 'Retén gastado',
  acciones: 'Cambiar el retén y revisar cada mes',
};

export const par = (t: Pick<Tarjeta, 'color' | 'numero'>): KaizenTarjetaPar => ({ color: t.color, numero: t.numero });

/** Creates a card (as `token`) and answers it. */
export async function crearTarjeta(t: TestApp, token: string, patch: Record<string, unknown> = {}): Promise<Tarjeta> {
  const res = await t.post<Tarjeta>('/api/tarjetas', { ...TARJETA_ROJA, ...patch }, { token });
  if (res.status !== 201) throw new Error(`crearTarjeta: ${res.status} ${res.text}`);
  return res.body;
}

/** Creates a Kaizen (as an Admin `token`) on a new card, or on the given cards. */
export async function crearKaizen(t: TestApp, admin: string, cards?: readonly Tarjeta[], patch: Record<string, unknown> = {}): Promise<Kaizen> {
  const origen = cards ?? [await crearTarjeta(t, admin)];
  const res = await t.post<Kaizen>('/api/tarjetaskaizen', kaizenBody(origen.map(par), patch), { token: admin });
  if (res.status !== 201) throw new Error(`crearKaizen: ${res.status} ${res.text}`);
  return res.body;
}
