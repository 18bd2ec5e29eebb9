import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { implementacionDeOpcion, OPCION_CIERRE_KAIZEN_DEFAULT } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { useCerrarKaizenMutation } from '../../kaizen/kaizenApi';
import { seguimientoDefaults, seguimientoPayload } from '../form/seguimiento';
import { cerrarKaizenFormSchema } from './cerrarKaizenFormSchema';
import { tarjetasAbiertas } from './tarjetasAbiertas';
import type { CerrarKaizenFormValues } from './cerrarKaizenFormSchema';
import { usePlantaTiempo, useServerError } from '@portal/shared/ui';

const defaults = (k: Kaizen): CerrarKaizenFormValues => ({ ...seguimientoDefaults(k), opcion: OPCION_CIERRE_KAIZEN_DEFAULT, tarjetasAbiertas: '' });

/**
 * 'Implementar / Cerrar Kaizen' (spec §2, §4): the close call's fields from the Kaizen's current values,
 * 'En implementacion' (default) or 'Cerrada' as `implementacion`. The domain's rules are checked first
 * (see cerrarKaizenFormSchema); a server refusal stays in the dialog (CERRAR_KAIZEN_ERROR).
 */
export function useCerrarKaizenForm(
  kaizen: Kaizen,
  open: boolean,
  onDone: (implementacion: boolean, destino: CerrarKaizenFormValues['tarjetasAbiertas']) => void,
) {
  const [cerrar, { isLoading }] = useCerrarKaizenMutation();
  const { zona } = usePlantaTiempo();
  const abiertas = tarjetasAbiertas(kaizen).length;
  const schema = useMemo(() => cerrarKaizenFormSchema(kaizen.fecha, zona, abiertas > 0), [kaizen.fecha, zona, abiertas]);
  const form = useForm<CerrarKaizenFormValues>({
    resolver: zodResolver(schema) as Resolver<CerrarKaizenFormValues>,
    defaultValues: defaults(kaizen),
    mode: 'onTouched',
  });
  const { serverError, fail, clear } = useServerError(open, () => form.reset(defaults(kaizen)));

  const onSubmit = form.handleSubmit(async ({ opcion, tarjetasAbiertas: destino, ...v }) => {
    clear();
    const { objetivoCompletado, ...seguimiento } = seguimientoPayload(v);
    const implementacion = implementacionDeOpcion(opcion);
    try {
      // The close call spells the completed-objective field 'objectivoCompletado' (spec §7); Hacer's cards
      // are added from the page, so none travel here (the server appends, never replaces).
      await cerrar({ _id: kaizen._id, implementacion, ...seguimiento, objectivoCompletado: objetivoCompletado, tarjetasHacer: [] }).unwrap();
      onDone(implementacion, destino);
    } catch (error) {
      fail(error);
    }
  });

  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
