import { z } from 'zod';
import { COLORES } from '@portal/shared/domain';
import type { TarjetasQuery } from '@portal/shared/domain';

export const NUMERO_INVALIDO = 'El número debe ser un entero positivo';

/** /buscar form: both filters are optional; an empty colour means any colour. */
export const buscarSchema = z.object({
  color: z.union([z.enum(COLORES), z.literal('')]),
  numero: z.string().trim().regex(/^\d{0,9}$/, NUMERO_INVALIDO),
});
export type BuscarInput = z.infer<typeof buscarSchema>;

export const BUSCAR_DEFAULTS: BuscarInput = { color: '', numero: '' };

/** Search results are one page of at most 100 cards (the API's page limit). */
export const BUSCAR_PAGE_SIZE = 100;

export function toTarjetasQuery({ color, numero }: BuscarInput): TarjetasQuery {
  return {
    page: 0,
    pageSize: BUSCAR_PAGE_SIZE,
    ...(color ? { color } : {}),
    ...(numero.trim() ? { numero: Number(numero) } : {}),
  };
}
