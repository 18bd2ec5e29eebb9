import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { implementacionDeOpcion, OPCION_CIERRE_KAIZEN_DEFAULT } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { useCerrarKaizenMutation } from '../../kaizen/kaizenApi';
import { seguimientoDefaults, seguimientoPayload } from '../form/seguimiento';
import { cerrarKaizenFormSchema } from './cerrarKaizenFormSchema';
import type { CerrarKaizenFormValues } from './cerrarKaizenFormSchema';
import { usePlantaTiempo, useServerError } from '@portal/shared/ui';

const defaults = (k: Kaizen): CerrarKaizenFormValues => ({ ...seguimientoDefaults(k), opcion: OPCION_CIERRE_KAIZEN_DEFAULT });

/**
 * 'Implementar / Cerrar Kaizen' (spec §2, §4): the close call's fields from the Kaizen's current values,
 * 'En implementacion' (default) or 'Cerrada' as `implementacion`. The domain's rules are checked first
 * (see cerrarKaizenFormSchema); a server refusal stays in the dialog (CERRAR_KAIZEN_ERROR).
 */
export function useCerrarKaizenForm(kaizen: Kaizen, open: boolean, onDone: (implementacion: boolean) => void) {
  const [cerrar, { isLoading }] = useCerrarKaizenMutation();
  const { zona } = usePlantaTiempo();
  const schema = useMemo(() => cerrarKaizenFormSchema(kaizen.fecha, zona), [kaizen.fecha, zona]);
  const form = useForm<CerrarKaizenFormValues>({ resolver: zodResolver(schema), defaultValues: defaults(kaizen), mode: 'onTouched' });
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
