import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Stack } from '@mui/material';
import { useCan } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import type { Tarjeta } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { useGetTarjetaQuery } from '../tarjetas/tarjetasApi';
import { CerrarTarjetaAmarillaDialog } from './cerrar/CerrarTarjetaAmarillaDialog';
import { CerrarTarjetaDialog } from './cerrar/CerrarTarjetaDialog';
import { EditarTarjetaAmarillaDialog } from './editar/EditarTarjetaAmarillaDialog';
import { EditarTarjetaDialog } from './editar/EditarTarjetaDialog';
import { EliminarTarjetaDialog } from './eliminar/EliminarTarjetaDialog';
import { AdjuntarImagenDespuesDialog, AdjuntarImagenDialog } from './imagen/AdjuntarImagenDialog';
import { agregarKaizenDesde } from './kaizen/kaizenLinks';
import { KaizensDeTarjetaSection } from './kaizen/KaizensDeTarjetaSection';
import { LineaDeTiempo } from './linea/LineaDeTiempo';
import { opcionesDisponibles, type Opcion } from './menu/opciones';
import { useAccionDeEnlace } from './menu/useAccionDeEnlace';
import { useReabrirConBorrador } from './menu/useReabrirConBorrador';
import { PlanificacionDialog } from './planificacion/PlanificacionDialog';
import { MostrarQrDialog } from './qr/MostrarQrDialog';
import { useLeerAlAbrir } from './useLeerAlAbrir';
import { CabeceraTarjeta } from './vista/CabeceraTarjeta';
import { DescripcionFoto } from './vista/DescripcionFoto';
import { TarjetaDatos } from './vista/TarjetaDatos';

function Dialogos({ tarjeta, abierto, cerrar }: { tarjeta: Tarjeta; abierto: Opcion | null; cerrar: () => void }) {
  const amarilla = tarjeta.color === 'Amarilla';
  const props = (...opciones: Opcion[]) => ({ tarjeta, open: abierto !== null && opciones.includes(abierto), onClose: cerrar });
  return (
    <>
      {amarilla ? <CerrarTarjetaAmarillaDialog {...props('cerrar')} /> : <CerrarTarjetaDialog {...props('cerrar')} />}
      {amarilla ? <EditarTarjetaAmarillaDialog {...props('editar')} /> : <EditarTarjetaDialog {...props('editar')} />}
      <MostrarQrDialog {...props('qr')} />
      <AdjuntarImagenDialog {...props('imagen', 'reemplazarImagen')} />
      <AdjuntarImagenDespuesDialog {...props('imagenDespues', 'reemplazarImagenDespues')} />
      <PlanificacionDialog {...props('planificar', 'editarPlanificacion')} />
      <EliminarTarjetaDialog {...props('eliminar')} />
    </>
  );
}

/**
 * A card's detail (issue 22): the header (shape, number, state, priority, alert, the role's actions and 'Opciones'),
 * the description with its photos, the rest of the fields, its Quick Kaizens, then one timeline (opened → planned →
 * closed, edits, comments) ending in the comment form; and the dialogs.
 */
export function TarjetaDetalle({ id }: { id: string }) {
  const { currentData: tarjeta, error, isError } = useGetTarjetaQuery(id);
  const editar = useCan('tarjetas.edit');
  const eliminar = useCan('tarjetas.delete');
  const crearKaizen = useCan('kaizen.create');
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
  // 'Crear Quick Kaizen' leaves for the add-Kaizen form; every other action opens its dialog.
  const elegir = (opcion: Opcion) => (opcion === 'crearKaizen' ? navigate(agregarKaizenDesde(tarjeta)) : setAbierto(opcion));
  return (
    <>
      <CabeceraTarjeta tarjeta={tarjeta} opciones={opciones ?? []} onElegir={elegir} />
      <Stack spacing={2}>
        <DescripcionFoto tarjeta={tarjeta} />
        <TarjetaDatos tarjeta={tarjeta} />
        <KaizensDeTarjetaSection tarjetaId={tarjeta._id} />
        <LineaDeTiempo tarjeta={tarjeta} />
      </Stack>
      <Dialogos tarjeta={tarjeta} abierto={abierto} cerrar={() => setAbierto(null)} />
    </>
  );
}
