import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { EditarKaizenBody, Kaizen } from '@portal/shared/domain';
import { useNotify, useServerError } from '@portal/shared/ui';
import { useEditarKaizenMutation } from '../../kaizen/kaizenApi';
import { seguimientoDefaults, seguimientoPayload, seguimientoShape } from '../form/seguimiento';
import type { SeguimientoFormValues } from '../form/seguimiento';
import { pasoGuardado, type PasoInfo } from './pasos';

/** Chequear also holds the answer and the end date. */
const extras = (p: PasoInfo): (keyof SeguimientoFormValues)[] => (p.paso === 'chequear' ? ['objetivoLogrado', 'fechaFinalizacionMejora'] : []);

/** The step's fields only, each as the whole-form shape checks it. */
export function pasoSchema(p: PasoInfo) {
  const campos = [...p.campos, ...extras(p)];
  return z.object(Object.fromEntries(campos.map((c) => [c, seguimientoShape[c]])));
}

/**
 * A step's own short form (Jefe de area, Admin: the edit call, `POST /api/tarjetaskaizen/editarkaizen`):
 * it holds every PDCA field, the Kaizen's values, and sends only this step's changed fields. The server's
 * rules (an implemented Kaizen keeps Planificar, a closed one Chequear) come back in the step's alert. The
 * form follows the Kaizen when it changes (another step, another user) and keeps what is being typed.
 */
export function usePasoPdcaForm(kaizen: Kaizen, paso: PasoInfo, onGuardado: () => void) {
  const notify = useNotify();
  const [editar, { isLoading }] = useEditarKaizenMutation();
  const schema = useMemo(() => pasoSchema(paso), [paso]);
  const valores = useMemo(() => seguimientoDefaults(kaizen), [kaizen]);
  const form = useForm<SeguimientoFormValues>({
    resolver: zodResolver(schema) as never,
    values: valores,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { serverError, fail, clear } = useServerError(true, () => undefined);
  const campos = [...paso.campos, ...extras(paso)];

  const onSubmit = form.handleSubmit(async (v) => {
    clear();
    const nuevos = seguimientoPayload({ ...valores, ...v }) as Record<string, string | null>;
    const actuales = seguimientoPayload(valores) as Record<string, string | null>;
    const cambios = Object.fromEntries(campos.filter((c) => nuevos[c] !== actuales[c]).map((c) => [c, nuevos[c]]));
    try {
      if (Object.keys(cambios).length) await editar({ _id: kaizen._id, ...cambios } as EditarKaizenBody).unwrap();
      form.reset({ ...valores, ...v });
      notify.success(pasoGuardado(kaizen, paso.titulo));
      onGuardado();
    } catch (error) {
      fail(error);
    }
  });
  return { form, onSubmit, serverError, isSubmitting: isLoading };
}
