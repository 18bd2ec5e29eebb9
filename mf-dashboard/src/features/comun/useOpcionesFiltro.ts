import { useMemo } from 'react';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { COLORES, PRIORIDADES, TODAS_LAS_FAMILIAS } from '@portal/shared/domain';

export interface OpcionesFiltro {
  colores: readonly string[];
  equipos: string[];
  prioridades: readonly string[];
  maquinas: string[];
  familias: readonly string[];
}

/** The values each dashboard filter offers: the configured campos, and the domain's fixed lists. */
export function useOpcionesFiltro(): OpcionesFiltro {
  const { data: campos = [] } = useGetCamposQuery();
  return useMemo(() => {
    const de = (name: string) => campos.filter((c) => c.name === name).map((c) => c.value);
    return { colores: COLORES, equipos: de('equipo'), prioridades: PRIORIDADES, maquinas: de('maquina'), familias: TODAS_LAS_FAMILIAS };
  }, [campos]);
}
