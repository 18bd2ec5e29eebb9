import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useAuth, useCan } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import type { Tarjeta } from '@portal/shared/domain';
import { ComentariosPanel, ErrorAlert, EstadoChip, OpcionesMenu, PageTitle } from '@portal/shared/ui';
import { useGetTarjetaQuery } from '../tarjetas/tarjetasApi';
import { CerrarTarjetaAmarillaDialog } from './cerrar/CerrarTarjetaAmarillaDialog';
import { CerrarTarjetaDialog } from './cerrar/CerrarTarjetaDialog';
import { EditarTarjetaAmarillaDialog } from './editar/EditarTarjetaAmarillaDialog';
import { EditarTarjetaDialog } from './editar/EditarTarjetaDialog';
import { EliminarTarjetaDialog } from './eliminar/EliminarTarjetaDialog';
import { HistorialSection } from './historial/HistorialSection';
import { AdjuntarImagenDialog } from './imagen/AdjuntarImagenDialog';
import { OPCIONES, opcionesDisponibles } from './menu/opciones';
import { useAccionDeEnlace } from './menu/useAccionDeEnlace';
import { useReabrirConBorrador } from './menu/useReabrirConBorrador';
import { useLeerAlAbrir } from './useLeerAlAbrir';
import type { Opcion } from './menu/opciones';
import { agregarKaizenDesde } from './kaizen/kaizenLinks';
import { KaizensDeTarjetaSection } from './kaizen/KaizensDeTarjetaSection';
import { PlanificacionDialog } from './planificacion/PlanificacionDialog';
import { MostrarQrDialog } from './qr/MostrarQrDialog';
import { FormaColor } from './vista/FormaColor';
import { ImagenTarjeta } from './vista/ImagenTarjeta';
import { ImagenesAntesDespues } from './vista/ImagenesAntesDespues';
import { PlanificacionPanel } from './vista/PlanificacionPanel';
import { TarjetaDatos } from './vista/TarjetaDatos';
import { nombreTarjeta, numeroOriginalTexto } from './textos';

function Dialogos({ tarjeta, abierto, cerrar }: { tarjeta: Tarjeta; abierto: Opcion | null; cerrar: () => void }) {
  const amarilla = tarjeta.color === 'Amarilla';
  const props = (...opciones: Opcion[]) => ({ tarjeta, open: abierto !== null && opciones.includes(abierto), onClose: cerrar });
  return (
    <>
      {amarilla ? <CerrarTarjetaAmarillaDialog {...props('cerrar')} /> : <CerrarTarjetaDialog {...props('cerrar')} />}
      {amarilla ? <EditarTarjetaAmarillaDialog {...props('editar')} /> : <EditarTarjetaDialog {...props('editar')} />}
      <MostrarQrDialog {...props('qr')} />
      <AdjuntarImagenDialog {...props('imagen', 'reemplazarImagen')} />
      <PlanificacionDialog {...props('planificar', 'editarPlanificacion')} />
      <EliminarTarjetaDialog {...props('eliminar')} />
    </>
  );
}

/** A card's detail: header with its shape, state and 'Opciones', details, planning, image, Kaizens, comments, history and dialogs. */
export function TarjetaDetalle({ id }: { id: string }) {
  const { currentData: tarjeta, error, isError } = useGetTarjetaQuery(id);
  const editar = useCan('tarjetas.edit');
  const eliminar = useCan('tarjetas.delete');
  const crearKaizen = useCan('kaizen.create');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [abierto, setAbierto] = useState<Opcion | null>(null);
  const permisos = useMemo(() => ({ editar, eliminar, crearKaizen }), [editar, eliminar, crearKaizen]);
  useReabrirConBorrador(tarjeta, permisos, setAbierto);
  const opciones = useMemo(() => (tarjeta ? opcionesDisponibles(tarjeta, permisos) : undefined), [tarjeta, permisos]);
  useAccionDeEnlace(tarjeta, opciones, setAbierto);
  useLeerAlAbrir(tarjeta?._id);

  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!tarjeta) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando tarjeta" />
      </Box>
    );
  }
  // 'Crear Quick Kaizen' leaves for the add-Kaizen form; every other option opens its dialog.
  const elegir = (opcion: Opcion) => (opcion === 'crearKaizen' ? navigate(agregarKaizenDesde(tarjeta)) : setAbierto(opcion));
  return (
    <>
      <PageTitle
        actions={
          <>
            <EstadoChip estado={tarjeta.estado} size="medium" />
            <OpcionesMenu idBase="opciones" opciones={opciones ?? []} etiquetas={OPCIONES} destructiva="eliminar" onElegir={elegir} />
          </>
        }
      >
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
          <FormaColor color={tarjeta.color} />
          {nombreTarjeta(tarjeta)}
        </Box>
      </PageTitle>
      <Stack spacing={2}>
        {tarjeta.numeroOriginal !== null && tarjeta.numeroOriginal !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {numeroOriginalTexto(tarjeta.numeroOriginal)}
          </Typography>
        )}
        <TarjetaDatos tarjeta={tarjeta} />
        <PlanificacionPanel tarjeta={tarjeta} />
        <ImagenTarjeta tarjeta={tarjeta} />
        <ImagenesAntesDespues tarjeta={tarjeta} />
        <KaizensDeTarjetaSection tarjetaId={tarjeta._id} />
        <ComentariosPanel destino="tarjeta" id={tarjeta._id} usuario={user} />
        <HistorialSection tarjetaId={tarjeta._id} />
      </Stack>
      <Dialogos tarjeta={tarjeta} abierto={abierto} cerrar={() => setAbierto(null)} />
    </>
  );
}
