import { Alert, Box, FormHelperText, Link } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CERRAR_TARJETAS_VINCULADAS, detallePath, KAIZEN_ERROR_IDS, OPCIONES_CIERRE_KAIZEN } from '@portal/shared/domain';
import type { Kaizen } from '@portal/shared/domain';
import { ChipsField, muiField, ResponsiveFormDialog, SelectField, useNotify } from '@portal/shared/ui';
import { CamposSeguimiento } from '../form/CamposSeguimiento';
import { EXITO, TITULOS } from '../textos';
import {
  avisoTarjetasAbiertas,
  CERRAR_TAMBIEN,
  DESTINOS_TARJETAS_ABIERTAS,
  nombreTarjeta,
  siguenAbiertas,
  TARJETAS_ABIERTAS_AYUDA,
  TARJETAS_ABIERTAS_LABEL,
  tarjetasAbiertas,
} from './tarjetasAbiertas';
import type { CerrarKaizenFormValues } from './cerrarKaizenFormSchema';
import type { UseFormReturn } from 'react-hook-form';
import { useCerrarKaizenForm } from './useCerrarKaizenForm';

/** Spec §2: the submit reads 'Por favor espere...' while the call runs. */
export const CERRAR_KAIZEN_ESPERA = 'Por favor espere...';

/** Closing with linked cards still open: which ones, and the choice of what becomes of them. */
function AvisoTarjetasAbiertas({ kaizen, form }: { kaizen: Kaizen; form: UseFormReturn<CerrarKaizenFormValues> }) {
  const opcion = useWatch({ control: form.control, name: 'opcion' });
  const abiertas = tarjetasAbiertas(kaizen);
  if (opcion !== 'Cerrada' || !abiertas.length) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="group"
      aria-label="Tarjetas vinculadas abiertas"
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <Box sx={{ fontWeight: 600 }}>{avisoTarjetasAbiertas(abiertas.length)}</Box>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {abiertas.map((t) => (
          <li key={t._id}>
            {/* A new tab: the Kaizen's close stays filled in here. */}
            <Link component={RouterLink} to={detallePath(t._id)} target="_blank" rel="noopener">
              {nombreTarjeta(t)}
            </Link>
            {t.descripcion ? ` — ${t.descripcion}` : ''}
          </li>
        ))}
      </Box>
      <ChipsField
        control={form.control}
        name="tarjetasAbiertas"
        registro={form.register('tarjetasAbiertas')}
        label={TARJETAS_ABIERTAS_LABEL}
        options={DESTINOS_TARJETAS_ABIERTAS}
        id="cerrar-kaizen-tarjetas-abiertas"
        required
      />
      <FormHelperText sx={{ mt: 1 }}>{TARJETAS_ABIERTAS_AYUDA}</FormHelperText>
    </Alert>
  );
}

/** 'Implementar / Cerrar Kaizen' (any user, while the Kaizen is not Cerrada). */
export function CerrarKaizenDialog({ kaizen, open, onClose }: { kaizen: Kaizen; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [, setParams] = useSearchParams();
  const formulario = useCerrarKaizenForm(kaizen, open, (implementacion, destino) => {
    const abiertas = tarjetasAbiertas(kaizen).length;
    if (implementacion) notify.success(EXITO.implementado(kaizen));
    else if (abiertas && destino !== CERRAR_TAMBIEN) notify.success(`${EXITO.cerrado(kaizen)}; ${siguenAbiertas(abiertas)}`);
    else notify.success(EXITO.cerrado(kaizen));
    // The detail then lists the open cards, each with its close (TarjetasPorCerrar).
    if (!implementacion && abiertas && destino === CERRAR_TAMBIEN)
      setParams(
        (p) => {
          p.set(CERRAR_TARJETAS_VINCULADAS.param, CERRAR_TARJETAS_VINCULADAS.valor);
          return p;
        },
        { replace: true },
      );
    onClose();
  });
  const { form } = formulario;
  return (
    <ResponsiveFormDialog
      open={open}
      id="cerrar-kaizen"
      title={TITULOS.cerrar(kaizen)}
      submitLabel="Guardar"
      formulario={formulario}
      busyLabel={CERRAR_KAIZEN_ESPERA}
      onClose={onClose}
      errorId={KAIZEN_ERROR_IDS.cerrar}
    >
      <SelectField id="cerrar-kaizen-estado" label="Estado" conSeleccionar={false} options={OPCIONES_CIERRE_KAIZEN} {...muiField(form, 'opcion')} />
      <AvisoTarjetasAbiertas kaizen={kaizen} form={form} />
      <CamposSeguimiento form={form} idPrefix="cerrar-kaizen" />
    </ResponsiveFormDialog>
  );
}
