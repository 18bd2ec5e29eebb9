import { useState } from 'react';
import { MESES_VENTANA_DEFECTO } from '@portal/shared/domain';
import { useDashboardMeses } from '../dashboard/dashboardApi';

/**
 * 'Últimos N meses' of a tab: what the selector offers (1 … months since the first card) and the chosen N,
 * by default 12 or fewer when the plant has less history. `meses` is undefined until the server answers.
 */
export function useVentanaMeses() {
  const { data, error, isLoading } = useDashboardMeses();
  const [elegidos, setMeses] = useState<number | null>(null);
  const disponibles = data?.disponibles ?? 1;
  const meses = data ? Math.min(elegidos ?? MESES_VENTANA_DEFECTO, disponibles) : undefined;
  return { meses, setMeses, disponibles, mesActual: data?.mesActual, error, cargando: isLoading };
}
