import { useMemo } from 'react';
import { useGetCamposQuery } from '@portal/shared/data-access';
import type { CampoName } from '@portal/shared/domain';

export type CamposOpciones = Record<CampoName, string[]> & {
  /** The parts of the chosen machine's record (spec §3). */
  partesDe: (maquina: string) => string[];
};

/** The configured field options (GET /api/campos) grouped by field name. */
export function useCamposOpciones(): CamposOpciones {
  const { data = [] } = useGetCamposQuery();
  return useMemo(() => {
    const by = (name: CampoName) => data.filter((c) => c.name === name).map((c) => c.value);
    return {
      maquina: by('maquina'),
      tipo: by('tipo'),
      equipo: by('equipo'),
      riesgoInicial: by('riesgoInicial'),
      riesgoFinal: by('riesgoFinal'),
      partesDe: (maquina: string) => data.find((c) => c.name === 'maquina' && c.value === maquina)?.parteMaquina ?? [],
    };
  }, [data]);
}
