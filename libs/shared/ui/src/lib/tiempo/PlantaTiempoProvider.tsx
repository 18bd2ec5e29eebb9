import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Box, Button, CircularProgress } from '@mui/material';
import { ALERTA_DIAS, esZonaHoraria, plantaTiempo, PRIORIDADES, type DiasAlerta, type PlantaTiempo } from '@portal/shared/domain';
import { useGetAuthConfigQuery } from '@portal/shared/auth';
import { ErrorAlert } from '../ErrorAlert';

/** The last zone and alert days the server named: a start without network (PWA) counts with them until it answers. */
export const ZONA_GUARDADA_KEY = 'portal-zona-horaria';
export const DIAS_GUARDADOS_KEY = 'portal-dias-alerta';
export const ZONA_NO_DISPONIBLE = 'No se pudo obtener la zona horaria de la planta. Revise la conexión y reintente.';

interface AjustesEnUso {
  tiempo: PlantaTiempo;
  diasAlerta: DiasAlerta;
}

const PlantaTiempoContext = createContext<AjustesEnUso | null>(null);

const sonDias = (v: unknown): v is DiasAlerta =>
  typeof v === 'object' &&
  v !== null &&
  PRIORIDADES.every((p) => Number.isInteger((v as Record<string, unknown>)[p]) && ((v as Record<string, number>)[p] ?? 0) > 0);

function leer<T>(clave: string, valido: (v: unknown) => v is T, json = false): T | null {
  try {
    const crudo = localStorage.getItem(clave);
    const v: unknown = json && crudo ? JSON.parse(crudo) : crudo;
    return valido(v) ? v : null;
  } catch {
    return null;
  }
}

function guardar(clave: string, valor: string): void {
  try {
    localStorage.setItem(clave, valor);
  } catch {
    /* private mode: the next start asks the server again */
  }
}

/** The signed-in session's plant (`User.planta`); none before the login or in a store without auth. */
const plantaDeSesion = (s: { auth?: { user?: { planta?: number } | null } }) => s.auth?.user?.planta;

function ZonaDelServidor({ children }: { children: ReactNode }) {
  const { data, isError, refetch } = useGetAuthConfigQuery();
  const planta = useSelector(plantaDeSesion);
  // A member's screens use their plant's settings; before the login (or on the TV board) the first plant's.
  const dePlanta = data?.plantas?.find((p) => p._id === (planta ?? 1));
  const nombrada = dePlanta?.zonaHoraria ?? data?.zonaHoraria;
  const delServidor = esZonaHoraria(nombrada) ? nombrada : null;
  const zona = delServidor ?? leer(ZONA_GUARDADA_KEY, esZonaHoraria);
  const diasServidor = sonDias(dePlanta?.diasAlerta) ? dePlanta.diasAlerta : null;
  const claveDias = diasServidor ? JSON.stringify(diasServidor) : null;
  useEffect(() => {
    if (delServidor) guardar(ZONA_GUARDADA_KEY, delServidor);
  }, [delServidor]);
  useEffect(() => {
    if (claveDias) guardar(DIAS_GUARDADOS_KEY, claveDias);
  }, [claveDias]);
  const ajustes = useMemo(() => {
    if (!zona) return null;
    const diasAlerta = (claveDias ? (JSON.parse(claveDias) as DiasAlerta) : null) ?? leer(DIAS_GUARDADOS_KEY, sonDias, true) ?? ALERTA_DIAS;
    return { tiempo: plantaTiempo(zona), diasAlerta };
  }, [zona, claveDias]);
  if (ajustes) return <PlantaTiempoContext.Provider value={ajustes}>{children}</PlantaTiempoContext.Provider>;
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
  /** With `zona`: the plant's alert days (the spec's 15/30/60 when not given). */
  diasAlerta?: DiasAlerta;
}

/**
 * Gives every screen its plant's time (`usePlantaTiempo`) and alert days (`useDiasAlerta`): the session's plant's
 * settings from the server's configuration, never the browser's zone. Mounted once by the shell (a shared
 * singleton, so remotes reach it); a plant switch reloads the page, so it reads them again.
 */
export function PlantaTiempoProvider({ children, zona, diasAlerta = ALERTA_DIAS }: PlantaTiempoProviderProps) {
  const fija = useMemo(() => (zona ? { tiempo: plantaTiempo(zona), diasAlerta } : null), [zona, diasAlerta]);
  if (fija) return <PlantaTiempoContext.Provider value={fija}>{children}</PlantaTiempoContext.Provider>;
  return <ZonaDelServidor>{children}</ZonaDelServidor>;
}

function useAjustes(): AjustesEnUso {
  const a = useContext(PlantaTiempoContext);
  if (!a) throw new Error('usePlantaTiempo necesita PlantaTiempoProvider (lo monta el shell)');
  return a;
}

/** The plant's time: format, parse typed input, days and months — always in the plant's zone. */
export function usePlantaTiempo(): PlantaTiempo {
  return useAjustes().tiempo;
}

/** The plant's alert days per priority (what `calcularAlerta` counts against). */
export function useDiasAlerta(): DiasAlerta {
  return useAjustes().diasAlerta;
}
