import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { SELECCIONAR } from '@portal/shared/domain';
import { usePlantaTiempo } from '@portal/shared/ui';
import type { Tarjeta } from '@portal/shared/domain';
import { useCerrarTarjetaAmarillaMutation } from '../../tarjetas/tarjetasApi';
import { cerrarTarjetaAmarillaFormSchema } from './cerrarTarjetaFormSchema';
import type { CerrarTarjetaAmarillaFormValues } from './cerrarTarjetaFormSchema';
import { localAIso } from './fechas';
import { useCierreForm } from './useCierreForm';

export const CERRAR_AMARILLA_DEFAULTS: CerrarTarjetaAmarillaFormValues = {
  tareaRealizada: '',
  tipoAccion: SELECCIONAR,
  responsable: '',
  causa: '',
  finReparacion: '',
  riesgoFinal: SELECCIONAR,
  accionesComplementarias: '',
  verificacion: false,
  convertida: false,
};

/** 'Cerrar Tarjeta amarilla': posts /tarjetas/cerrar/amarilla; failures are CERRAR_TARJETA_AMARILLA_ERROR. */
export function useCerrarTarjetaAmarillaForm(tarjeta: Tarjeta, open: boolean, onDone: () => void) {
  const { zona } = usePlantaTiempo();
  const schema = useMemo(() => cerrarTarjetaAmarillaFormSchema(tarjeta.fecha, zona), [tarjeta.fecha, zona]);
  return useCierreForm(tarjeta, open, onDone, {
    resolver: zodResolver(schema),
    defaults: CERRAR_AMARILLA_DEFAULTS,
    mutacion: useCerrarTarjetaAmarillaMutation(),
    cuerpo: (v, base) => ({
      ...base,
      finReparacion: localAIso(v.finReparacion) ?? '',
      responsable: v.responsable.trim(),
      tareaRealizada: v.tareaRealizada.trim(),
      tipoAccion: v.tipoAccion,
      riesgoFinal: v.riesgoFinal,
      accionesComplementarias: v.accionesComplementarias.trim(),
      causa: v.causa.trim(),
      convertida: v.convertida,
      verificacion: v.verificacion,
    }),
  });
}
