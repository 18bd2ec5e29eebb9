/** What `/tarjeta/:id` can show: the id is that of a card or of a Kaizen (spec §2). */
export const DETALLE_TIPOS = ['tarjeta', 'kaizen'] as const;
export type DetalleTipo = (typeof DETALLE_TIPOS)[number];
