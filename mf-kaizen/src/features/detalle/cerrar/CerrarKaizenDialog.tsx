import { KAIZEN_ERROR_IDS, OPCIONES_CIERRE_KAIZEN } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { muiField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { CamposSeguimiento } from '../form/CamposSeguimiento';
import { EXITO, TITULOS } from '../textos';
import { useCerrarKaizenForm } from './useCerrarKaizenForm';

/** Spec §2: the submit reads 'Por favor espere...' while the call runs. */
export const CERRAR_KAIZEN_ESPERA = 'Por favor espere...';

/** 'Implementar / Cerrar Kaizen' (any user, while the Kaizen is not Cerrada). */
export function CerrarKaizenDialog({ kaizen, open, onClose }: { kaizen: Kaizen; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const { form, onSubmit, serverError, isSubmitting } = useCerrarKaizenForm(kaizen, open, (implementacion) => {
    notify.success(implementacion ? EXITO.implementado(kaizen) : EXITO.cerrado(kaizen));
    onClose();
  });
  return (
    <ResponsiveFormDialog
      open={open}
      id="cerrar-kaizen"
      title={TITULOS.cerrar(kaizen)}
      submitLabel="Guardar"
      busy={isSubmitting}
      busyLabel={CERRAR_KAIZEN_ESPERA}
      onSubmit={onSubmit}
      onClose={onClose}
      dirty={form.formState.isDirty}
      error={serverError}
      errorId={KAIZEN_ERROR_IDS.cerrar}
    >
      <SelectField id="cerrar-kaizen-estado" label="Estado" conSeleccionar={false} options={OPCIONES_CIERRE_KAIZEN} {...muiField(form, 'opcion')} />
      <CamposSeguimiento form={form} idPrefix="cerrar-kaizen" />
    </ResponsiveFormDialog>
  );
}
