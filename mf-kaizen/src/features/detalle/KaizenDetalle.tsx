import { useState } from 'react';
import { Box, CircularProgress, Stack } from '@mui/material';
import { useAuth, useCan } from '@portal/shared/auth';
import { getErrorMessage } from '@portal/shared/data-access';
import type { Kaizen } from '@portal/shared/domain';
import { ComentariosPanel, ErrorAlert, OpcionesMenu, PageTitle } from '@portal/shared/ui';
import { EstadoKaizenChip } from '../kaizen/EstadoKaizenChip';
import { ImprimirA3Button, KaizenA3 } from '../a3/KaizenA3';
import { AdjuntarImagenKaizenDialog, KaizenImagenes } from '../imagenes/KaizenImagenes';
import { useGetKaizenQuery } from '../kaizen/kaizenApi';
import { CerrarKaizenDialog } from './cerrar/CerrarKaizenDialog';
import { TarjetasPorCerrar } from './cerrar/TarjetasPorCerrar';
import { EditarKaizenDialog } from './editar/EditarKaizenDialog';
import { EliminarKaizenDialog } from './eliminar/EliminarKaizenDialog';
import { KaizenHistorial } from './historial/KaizenHistorial';
import { ladoDeOpcion, OPCIONES, opcionesDisponibles } from './menu/opciones';
import type { Opcion } from './menu/opciones';
import { tituloKaizen } from './textos';
import { KaizenDatos } from './vista/KaizenDatos';
import { Pdca } from './vista/Pdca';
import { RecurrenciaPanel } from './vista/RecurrenciaPanel';

function Dialogos({ kaizen, abierto, cerrar }: { kaizen: Kaizen; abierto: Opcion | null; cerrar: () => void }) {
  const lado = ladoDeOpcion(abierto);
  return (
    <>
      <CerrarKaizenDialog kaizen={kaizen} open={abierto === 'cerrar'} onClose={cerrar} />
      <EditarKaizenDialog kaizen={kaizen} open={abierto === 'editar'} onClose={cerrar} />
      <AdjuntarImagenKaizenDialog kaizen={kaizen} lado={lado ?? 'antes'} open={lado !== null} onClose={cerrar} />
      <EliminarKaizenDialog kaizen={kaizen} open={abierto === 'eliminar'} onClose={cerrar} />
    </>
  );
}

/** A Kaizen's detail (spec §2): header with 'Opciones' and 'Imprimir A3', data, PDCA, images, recurrence, Comentarios, Historial. */
export function KaizenDetalle({ id }: { id: string }) {
  const { currentData: kaizen, error, isError } = useGetKaizenQuery(id);
  const editar = useCan('kaizen.edit');
  const eliminar = useCan('kaizen.delete');
  const { user } = useAuth();
  const [abierto, setAbierto] = useState<Opcion | null>(null);

  if (isError) return <ErrorAlert message={getErrorMessage(error)} />;
  if (!kaizen) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando Kaizen" />
      </Box>
    );
  }
  return (
    <>
      <PageTitle
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <EstadoKaizenChip estado={kaizen.estadoActual} size="medium" />
            <ImprimirA3Button kaizen={kaizen} />
            <OpcionesMenu
              idBase="opciones-kaizen"
              opciones={opcionesDisponibles(kaizen, { editar, eliminar })}
              etiquetas={OPCIONES}
              destructiva="eliminar"
              onElegir={setAbierto}
            />
          </Box>
        }
      >
        {tituloKaizen(kaizen)}
      </PageTitle>
      <Stack spacing={2}>
        <TarjetasPorCerrar kaizen={kaizen} />
        <KaizenDatos kaizen={kaizen} />
        <Pdca kaizen={kaizen} />
        <KaizenImagenes kaizen={kaizen} />
        <RecurrenciaPanel kaizen={kaizen} />
        <ComentariosPanel destino="kaizen" id={kaizen._id} usuario={user} />
        <KaizenHistorial kaizenId={kaizen._id} />
      </Stack>
      <KaizenA3 kaizen={kaizen} />
      <Dialogos kaizen={kaizen} abierto={abierto} cerrar={() => setAbierto(null)} />
    </>
  );
}
