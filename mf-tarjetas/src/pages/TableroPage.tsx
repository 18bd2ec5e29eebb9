import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { selectToken } from '@portal/shared/auth';
import { useGetTableroQuery } from '@portal/shared/data-access';
import { segundosRotacion, TABLERO_PARAMS, TABLERO_REFRESCO_MS, TABLERO_ROTACION, type EventoPortal } from '@portal/shared/domain';
import { conectarEventos, type EstadoEventos } from '@portal/shared/live';
import { usePlantaTiempo } from '@portal/shared/ui';
import { disponer } from '../features/tablero/disposicion';
import { guardarPantalla, leerPantalla, olvidarPantalla } from '../features/tablero/pantallaToken';
import { obtenerTicketTablero } from '../features/tablero/ticketEventos';
import { FONDO_TABLERO, PantallaRevocada, TableroVista } from '../features/tablero/TableroVista';
import { useArea } from '../features/tablero/useArea';
import { useRotacion } from '../features/tablero/useRotacion';
import { VincularPantalla } from '../features/tablero/VincularPantalla';

/** While the data cannot be fetched, retry this often (the normal refresh is TABLERO_REFRESCO_MS). */
export const TABLERO_REINTENTO_MS = 10_000;
/** Events arriving within this window cause one refetch. */
export const TABLERO_COALESCER_MS = 500;

const cambiaTarjetas = (e: EventoPortal) => e.tipo.startsWith('tarjeta.') || (e.tipo === 'resync' && e.entidad !== 'kaizen');

/** The plant's clock (the configured zone, as the server says; the TV's own zone plays no part), ticking every second. */
function useHora(): string {
  const tiempo = usePlantaTiempo();
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setAhora(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return tiempo.hora(ahora);
}

/**
 * The pantalla token: from `?pantalla=` (a TV installed with a link; then kept in localStorage and removed from the
 * URL), else the stored one; `vincular` keeps the one a pairing by code brought.
 */
function usePantalla(): [string | null, (token: string) => void] {
  const [params, setParams] = useSearchParams();
  const desdeUrl = params.get(TABLERO_PARAMS.pantalla);
  const [pantalla, setPantalla] = useState(() => {
    if (desdeUrl) guardarPantalla(desdeUrl);
    return desdeUrl || leerPantalla();
  });
  useEffect(() => {
    if (!desdeUrl) return;
    const resto = new URLSearchParams(params);
    resto.delete(TABLERO_PARAMS.pantalla);
    // history.replaceState: the token leaves the address bar and the history, the TV keeps it in localStorage.
    setParams(resto, { replace: true });
  }, [desdeUrl, params, setParams]);
  const vincular = useCallback((token: string) => {
    guardarPantalla(token);
    setPantalla(token);
  }, []);
  return [pantalla, vincular];
}

export interface TableroPageProps {
  /** Tests: a fake live stream. */
  conectar?: typeof conectarEventos;
}

/**
 * /tablero — the TV tag board: full screen, no navbar, a pantalla token (read-only) or a logged-in user; with neither,
 * the TV shows a pairing code. Rotates between Equipos, and through the pages of an Equipo that does not fit the
 * screen, every `segundos` of the pantalla's settings (or one Equipo of them); `?segundos=` / `?equipo=` override
 * them. Live through the event stream, refetched every minute as a safety net; keeps showing the last board (with a
 * 'Sin conexión' badge) while the network or the server is down; a revoked pantalla ends it.
 */
export default function TableroPage({ conectar = conectarEventos }: TableroPageProps) {
  const [params] = useSearchParams();
  const [pantalla, vincular] = usePantalla();
  const sesion = useSelector(selectToken);
  // Nothing of a user session is used when a pantalla token is present.
  const token = pantalla ? null : sesion;
  const equipo = params.get(TABLERO_PARAMS.equipo) ?? undefined;
  const [revocada, setRevocada] = useState(false);
  const [caida, setCaida] = useState(false);
  const [estado, setEstado] = useState<EstadoEventos>('conectando');
  const conectadoAntes = useRef(false);
  const sinCredencial = !pantalla && !token;

  const q = useGetTableroQuery({ pantalla, equipo }, { skip: revocada || sinCredencial, pollingInterval: caida ? TABLERO_REINTENTO_MS : TABLERO_REFRESCO_MS });
  const refetch = useRef(q.refetch);
  refetch.current = q.refetch;

  const status = q.error && 'status' in q.error ? q.error.status : undefined;
  useEffect(() => {
    if (!q.isError) return;
    if (status === 401 && pantalla) {
      // A reload then shows a pairing code.
      olvidarPantalla();
      setRevocada(true);
    } else setCaida(true);
  }, [q.isError, status, pantalla]);
  useEffect(() => {
    if (q.fulfilledTimeStamp) setCaida(false);
  }, [q.fulfilledTimeStamp]);

  useEffect(() => {
    if (revocada || sinCredencial) return undefined;
    let pendiente: ReturnType<typeof setTimeout> | undefined;
    let vivo = true;
    const refrescar = () => {
      if (!vivo || pendiente !== undefined) return;
      pendiente = setTimeout(() => {
        pendiente = undefined;
        void refetch.current();
      }, TABLERO_COALESCER_MS);
    };
    const conexion = conectar({
      obtenerTicket: () => obtenerTicketTablero({ pantalla, token }),
      onEvento: (e) => {
        if (cambiaTarjetas(e)) refrescar();
      },
      onReconectado: refrescar,
      onEstado: (nuevo) => {
        if (nuevo === 'conectado') conectadoAntes.current = true;
        setEstado(nuevo);
        // The server ended the stream for good (a revoked pantalla): the data request says why.
        if (nuevo === 'terminado') refrescar();
      },
    });
    return () => {
      vivo = false;
      conexion.cerrar();
      clearTimeout(pendiente);
    };
  }, [pantalla, token, revocada, sinCredencial, conectar]);

  const segundosUrl = params.get(TABLERO_PARAMS.segundos);
  const segundos = segundosUrl === null ? (q.data?.pantalla?.segundos ?? TABLERO_ROTACION.porDefecto) : segundosRotacion(segundosUrl);
  const claves = useMemo(() => q.data?.equipos.map((e) => e.equipo) ?? [], [q.data]);
  const [area, areaRef] = useArea();
  const disposiciones = useMemo(() => new Map(q.data?.equipos.map((e) => [e.equipo, disponer(e.maquinas, area)])), [q.data, area]);
  const paginas = useCallback((clave: string) => disposiciones.get(clave)?.paginas.length ?? 1, [disposiciones]);
  const { clave: actual, pagina } = useRotacion(claves, segundos, paginas);
  const horaActual = useHora();
  const tiempo = usePlantaTiempo();

  if (revocada) return <PantallaRevocada />;
  if (sinCredencial) return <VincularPantalla onToken={vincular} />;

  const datos = q.data;
  if (!datos) {
    return (
      <Box sx={{ minHeight: '100vh', bgcolor: FONDO_TABLERO, color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography role="status" sx={{ fontSize: { xs: 24, md: 44 } }}>
          {caida ? 'Sin conexión — reintentando' : 'Cargando tablero…'}
        </Typography>
      </Box>
    );
  }
  const vista = datos.equipos.find((e) => e.equipo === actual);
  const abajo = caida || (estado === 'reconectando' && conectadoAntes.current);
  return (
    <TableroVista
      equipo={vista}
      posicion={actual === undefined ? 0 : claves.indexOf(actual) + 1}
      total={claves.length}
      disposicion={disposiciones.get(actual ?? '') ?? disponer([], area)}
      pagina={pagina}
      areaRef={areaRef}
      limitePorEquipo={datos.limitePorEquipo}
      hora={horaActual}
      sinConexion={abajo ? (q.fulfilledTimeStamp ? tiempo.hora(new Date(q.fulfilledTimeStamp), true) : '—') : null}
    />
  );
}
