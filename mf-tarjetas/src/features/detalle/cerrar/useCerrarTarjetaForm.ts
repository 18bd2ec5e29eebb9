import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { pideCausa, SELECCIONAR } from '@portal/shared/domain';
import { usePlantaTiempo } from '@portal/shared/ui';
import type { Tarjeta } from '@portal/shared/domain';
import { useCerrarTarjetaMutation } from '../../tarjetas/tarjetasApi';
import { cerrarTarjetaFormSchema } from './cerrarTarjetaFormSchema';
import type { CerrarTarjetaFormValues } from './cerrarTarjetaFormSchema';
import { horasEntre, localAIso } from './fechas';
import { useCierreForm } from './useCierreForm';

export const CERRAR_DEFAULTS: CerrarTarjetaFormValues = {
  inicioReparacion: '',
  finReparacion: '',
  responsable: '',
  // Empty, to be typed (issue 22; the original pre-filled a dot, spec §5); not asked on a Verde card.
  causa: '',
  tareaRealizada: '',
  tipoAccion: SELECCIONAR,
  riesgoFinal: SELECCIONAR,
  materialUtilizado: '',
  convertida: false,
};

/**
 * 'Cerrar Tarjeta' (non-yellow): validates every field, computes the hours spent and posts
 * /tarjetas/cerrar with ISO date-times. A server failure (CERRAR_TARJETA_ERROR) stays in the dialog.
 */
export function useCerrarTarjetaForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const { zona } = usePlantaTiempo();
  const schema = useMemo(() => cerrarTarjetaFormSchema(tarjeta.fecha, zona, tarjeta.color), [tarjeta.fecha, zona, tarjeta.color]);
  const cierre = useCierreForm(tarjeta, open, onDone, {
    resolver: zodResolver(schema),
    defaults: CERRAR_DEFAULTS,
    mutacion: useCerrarTarjetaMutation(),
    cuerpo: (v, base) => ({
      ...base,
      inicioReparacion: localAIso(v.inicioReparacion) ?? '',
      finReparacion: localAIso(v.finReparacion) ?? '',
      responsable: v.responsable.trim(),
      tiempoEmpleado: horasEntre(v.inicioReparacion, v.finReparacion) ?? 0,
      causa: pideCausa(tarjeta.color) ? v.causa.trim() : '',
      tareaRealizada: v.tareaRealizada.trim(),
      tipoAccion: v.tipoAccion,
      riesgoFinal: v.riesgoFinal,
      materialUtilizado: v.materialUtilizado.trim(),
      convertida: tarjeta.color === 'Azul' ? false : v.convertida,
    }),
  });
  const [inicio, fin] = cierre.form.watch(['inicioReparacion', 'finReparacion']);
  return { ...cierre, tiempoEmpleado: horasEntre(inicio, fin) };
}
