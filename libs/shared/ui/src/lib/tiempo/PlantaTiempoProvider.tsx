import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import { esZonaHoraria, plantaTiempo, type PlantaTiempo } from '@portal/shared/domain';
import { useGetAuthConfigQuery } from '@portal/shared/auth';
import { ErrorAlert } from '../ErrorAlert';

/** The last zone the server named: a start without network (PWA) shows dates in it until the server answers. */
export const ZONA_GUARDADA_KEY = 'portal-zona-horaria';
export const ZONA_NO_DISPONIBLE = 'No se pudo obtener la zona horaria de la planta. Revise la conexión y reintente.';

const PlantaTiempoContext = createContext<PlantaTiempo | null>(null);

function leerGuardada(): string | null {
  try {
    const z = localStorage.getItem(ZONA_GUARDADA_KEY);
    return esZonaHoraria(z) ? z : null;
  } catch {
    return null;
  }
}

function ZonaDelServidor({ children }: { children: ReactNode }) {
  const { data, isError, refetch } = useGetAuthConfigQuery();
  const nombrada = data?.zonaHoraria;
  const delServidor = esZonaHoraria(nombrada) ? nombrada : null;
  const zona = delServidor ?? leerGuardada();
  useEffect(() => {
    if (!delServidor) return;
    try {
      localStorage.setItem(ZONA_GUARDADA_KEY, delServidor);
    } catch {
      /* private mode: the next start asks the server again */
    }
  }, [delServidor]);
  const tiempo = useMemo(() => (zona ? plantaTiempo(zona) : null), [zona]);
  if (tiempo) return <PlantaTiempoContext.Provider value={tiempo}>{children}</PlantaTiempoContext.Provider>;
  if (isError || (data && !delServidor)) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorAlert message={ZONA_NO_DISPONIBLE} />
        <Button variant="contained" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}

export interface PlantaTiempoProviderProps {
  children: ReactNode;
  /** A zone already known (tests): nothing is fetched. Without it the server's (`GET /api/auth/config`) is used. */
  zona?: string;
}

/**
 * Gives every screen the plant's time (`usePlantaTiempo`): the zone comes from the server's configuration
 * (PLANT_TZ), never from the browser. Mounted once by the shell (a shared singleton, so remotes reach it).
 */
export function PlantaTiempoProvider({ children, zona }: PlantaTiempoProviderProps) {
  const fija = useMemo(() => (zona ? plantaTiempo(zona) : null), [zona]);
  if (fija) return <PlantaTiempoContext.Provider value={fija}>{children}</PlantaTiempoContext.Provider>;
  return <ZonaDelServidor>{children}</ZonaDelServidor>;
}

/** The plant's time: format, parse typed input, days and months — always in the configured zone. */
export function usePlantaTiempo(): PlantaTiempo {
  const t = useContext(PlantaTiempoContext);
  if (!t) throw new Error('usePlantaTiempo necesita PlantaTiempoProvider (lo monta el shell)');
  return t;
}
