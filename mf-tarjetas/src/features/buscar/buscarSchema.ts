import { z } from 'zod';
import { COLORES } from '@portal/shared/domain';
import type { TarjetasQuery } from '@portal/shared/domain';

export const NUMERO_INVALIDO = 'El número debe ser un entero positivo';

/** /buscar form: both filters are optional; an empty colour means any colour. */
export const buscarSchema = z.object({
  color: z.union([z.enum(COLORES), z.literal('')]),
  numero: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, NUMERO_INVALIDO),
});
export type BuscarInput = z.infer<typeof buscarSchema>;

export const BUSCAR_DEFAULTS: BuscarInput = { color: '', numero: '' };

/** The submitted filters; empty ones left out (results are paged by the list). */
export function toTarjetasQuery({ color, numero }: BuscarInput): Pick<TarjetasQuery, 'color' | 'numero'> {
  return {
    ...(color ? { color } : {}),
    ...(numero.trim() ? { numero: Number(numero) } : {}),
  };
}
