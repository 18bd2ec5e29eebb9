import { useState } from 'react';
import { useAuth } from '@portal/shared/auth';
import { exportarTarjetas } from '../tarjetas/exportarTarjetas';
import { toFiltroSeleccion } from './filtroSeleccion';
import type { FiltroSeleccionState } from './filtroSeleccion';

/** 'Exportar Excel': the server builds ReporteTarjetas.xlsx of the whole selection (every page). */
export function useExportarExcel(seleccion: FiltroSeleccionState) {
  const { token } = useAuth();
  const [exportando, setExportando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exportar = async () => {
    setError(null);
    setExportando(true);
    try {
      await exportarTarjetas(toFiltroSeleccion(seleccion), token);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setExportando(false);
    }
  };
  return { exportar, exportando, error, clearError: () => setError(null) };
}
