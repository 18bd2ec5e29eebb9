import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CampoReciente } from '@portal/shared/domain';
import type { AgregarTarjetaValues } from './agregarTarjetaCampos';
import { useGetRecientesQuery } from './recientesApi';

/**
 * The recent values of each choice (`GET /api/tarjetas/recientes`, the chosen machine's included). A failed or
 * offline call leaves the last answer (RTK Query keeps it for the day) or the plain order. A field that already has a
 * value (chosen, or filled by a QR label or a draft) keeps the order it had: a later answer never moves a chosen chip.
 */
export function useRecientes(form: UseFormReturn<AgregarTarjetaValues>, maquina: string): (campo: CampoReciente) => readonly string[] | undefined {
  const { data, currentData } = useGetRecientesQuery(maquina);
  const congelados = useRef<Partial<Record<CampoReciente, readonly string[] | undefined>>>({});
  return (campo) => {
    // A machine's parts come from that machine's answer only, never from the previous machine's.
    const valores = campo === 'parteMaquina' ? currentData?.parteMaquina : data?.[campo];
    if (!form.getValues(campo) || !(campo in congelados.current)) congelados.current[campo] = valores;
    return congelados.current[campo];
  };
}
