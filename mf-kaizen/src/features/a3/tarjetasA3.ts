import type { Kaizen, KaizenTarjetaRef } from '@portal/shared/domain';

/** How many linked cards the sheet lists: more do not fit its Hacer quadrant (the rest are counted). */
export const FILAS_TARJETAS_A3 = 10;

export type VinculoA3 = 'Origen' | 'Hacer' | 'Origen y Hacer';

export interface FilaTarjetaA3 extends KaizenTarjetaRef {
  vinculo: VinculoA3;
}

/** The source cards, then the Hacer cards; a card in both lists is one row ('Origen y Hacer'). */
export function filasTarjetasA3(kaizen: Pick<Kaizen, 'preTarjeta' | 'tarjetasHacer'>): FilaTarjetaA3[] {
  const clave = (t: KaizenTarjetaRef) => `${t.color} ${t.numero}`;
  const hacer = new Set(kaizen.tarjetasHacer.map(clave));
  const origen = new Set(kaizen.preTarjeta.map(clave));
  return [
    ...kaizen.preTarjeta.map((t) => ({ ...t, vinculo: hacer.has(clave(t)) ? ('Origen y Hacer' as const) : ('Origen' as const) })),
    ...kaizen.tarjetasHacer.filter((t) => !origen.has(clave(t))).map((t) => ({ ...t, vinculo: 'Hacer' as const })),
  ];
}
