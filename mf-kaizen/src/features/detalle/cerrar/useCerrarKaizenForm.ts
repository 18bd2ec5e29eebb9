import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { implementacionDeOpcion, OPCION_CIERRE_KAIZEN_DEFAULT, OPCIONES_CIERRE_KAIZEN } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { useCerrarKaizenMutation } from '../../kaizen/kaizenApi';
import { seguimientoDefaults, seguimientoPayload, seguimientoShape } from '../form/seguimiento';
import { useServerError } from '../form/useServerError';

export const cerrarKaizenFormSchema = z.object({ ...seguimientoShape, opcion: z.enum(OPCIONES_CIERRE_KAIZEN) });
export type CerrarKaizenFormValues = z.infer<typeof cerrarKaizenFormSchema>;

const defaults = (k: Kaizen): CerrarKaizenFormValues => ({ ...seguimientoDefaults(k), opcion: OPCION_CIERRE_KAIZEN_DEFAULT });

/**
 * 'Implementar / Cerrar Kaizen' (spec §2, §4): the close call's fields from the Kaizen's current values,
 * 'En implementacion' (default) or 'Cerrada' as `implementacion`. The rules on the result (Planificar
 * complete to implement, Chequear and the end date to close) are the server's: its message stays in the
 * dialog (CERRAR_KAIZEN_ERROR).
 */
export function useCerrarKaizenForm(kaizen: Kaizen, open: boolean, onDone: (implementacion: boolean) => void) {
  const [cerrar, { isLoading }] = useCerrarKaizenMutation();
  const form = useForm<CerrarKaizenFormValues>({ resolver: zodResolver(cerrarKaizenFormSchema), defaultValues: defaults(kaizen), mode: 'onTouched' });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(defaults(kaizen)));

  const onSubmit = form.handleSubmit(async ({ opcion, ...v }) => {
    clear();
    const { objetivoCompletado, ...seguimiento } = seguimientoPayload(v);
    const implementacion = implementacionDeOpcion(opcion);
    try {
      // The close call spells the completed-objective field 'objectivoCompletado' (spec §7); Hacer's cards
      // are added from the page, so none travel here (the server appends, never replaces).
      await cerrar({ _id: kaizen._id, implementacion, ...seguimiento, objectivoCompletado: objetivoCompletado, tarjetasHacer: [] }).unwrap();
      onDone(implementacion);
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
