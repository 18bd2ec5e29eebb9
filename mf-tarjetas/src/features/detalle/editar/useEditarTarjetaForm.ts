import type { Tarjeta } from '@portal/shared/domain';
import { useEditarTarjetaMutation } from '../../tarjetas/tarjetasApi';
import type { EdicionFormValues } from './edicion';
import { useEdicionForm } from './useEdicionForm';

/** The fields of `POST /api/tarjetas/editar` (spec §7). */
export const CAMPOS_EDITAR: (keyof EdicionFormValues)[] = [
  'descripcion',
  'detecto',
  'prioridad',
  'maquina',
  'parteMaquina',
  'familia',
  'equipo',
  'riesgoInicial',
  'responsable',
  'tiempoEmpleado',
  'tipodeRiesgo',
  'tipoAccion',
  'causa',
  'riesgoFinal',
  'tareaRealizada',
  'materialUtilizado',
  'reparacion',
];

/** 'Editar tarjeta' for Roja, Azul and Verde cards. */
export function useEditarTarjetaForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const [editar, { isLoading }] = useEditarTarjetaMutation();
  // The API takes a partial update: only the changed fields travel (see cambiosEdicion).
  const base = useEdicionForm(tarjeta, open, onDone, CAMPOS_EDITAR, (cambios) => editar(cambios).unwrap());
  return { ...base, isSubmitting: isLoading };
}
