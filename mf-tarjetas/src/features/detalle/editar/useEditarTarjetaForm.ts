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
  return useEdicionForm(tarjeta, open, onDone, CAMPOS_EDITAR, useEditarTarjetaMutation());
}
