import type { Tarjeta } from '@portal/shared/domain';
import { useEditarTarjetaAmarillaMutation } from '../../tarjetas/tarjetasApi';
import type { EdicionFormValues } from './edicion';
import { useEdicionForm } from './useEdicionForm';

/** The fields of `POST /api/tarjetas/editarAmarilla` (spec §7). */
export const CAMPOS_EDITAR_AMARILLA: (keyof EdicionFormValues)[] = [
  'descripcion',
  'detecto',
  'prioridad',
  'maquina',
  'parteMaquina',
  'familia',
  'equipo',
  'sugerencia',
  'tipodeRiesgo',
  'riesgoInicial',
  'responsable',
  'tareaRealizada',
  'riesgoFinal',
  'tipoAccion',
  'accionesComplementarias',
  'reparacion',
];

/** The yellow card's edit form. */
export function useEditarTarjetaAmarillaForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  return useEdicionForm(tarjeta, open, onDone, CAMPOS_EDITAR_AMARILLA, useEditarTarjetaAmarillaMutation());
}
