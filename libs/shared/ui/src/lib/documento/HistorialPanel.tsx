import { CircularProgress, List, Typography } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import type { RegistroHistorial } from '@portal/shared/domain';
import { ErrorAlert } from '../ErrorAlert';
import { RegistroAuditoriaItem } from '../RegistroAuditoriaItem';

export const HISTORIAL_CARGANDO = 'Cargando historial';
export const HISTORIAL_VACIO = 'Sin cambios registrados.';

export interface HistorialPanelProps {
  /** The document's Historial as its remote's query returns it; undefined while it loads. */
  registros: readonly RegistroHistorial[] | undefined;
  isError?: boolean;
  error?: unknown;
  /** The list's accessible name, e.g. 'Historial del Kaizen'. */
  label: string;
  vacio?: string;
  cargando?: string;
  /** Records whose changed fields are left out (e.g. a create: the detail above shows them already). */
  sinCambios?: (registro: RegistroHistorial) => boolean;
}

/** A document's Historial: who changed what and when, one audit item per record; the remote owns the query. */
export function HistorialPanel({
  registros,
  isError = false,
  error,
  label,
  vacio = HISTORIAL_VACIO,
  cargando = HISTORIAL_CARGANDO,
  sinCambios,
}: HistorialPanelProps) {
  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!registros) return <CircularProgress size={24} aria-label={cargando} />;
  if (!registros.length) return <Typography color="text.secondary">{vacio}</Typography>;
  return (
    <List dense disablePadding aria-label={label}>
      {registros.map((r) => (
        <RegistroAuditoriaItem key={r._id} registro={r} sinCambios={sinCambios?.(r) ?? false} />
      ))}
    </List>
  );
}
